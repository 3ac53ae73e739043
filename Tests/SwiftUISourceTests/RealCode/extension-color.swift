import WidgetKit
import SwiftUI

extension Color {
    static let brand = Color(red: 0.96, green: 0.36, blue: 0.22)
    static let brandSecondary = Color(red: 0.99, green: 0.78, blue: 0.31)
    static let track = Color(white: 1, opacity: 0.25)
}

struct OrderEntry: TimelineEntry {
    let date: Date
    let restaurant: String
    let stage: Int // 0 placed … 3 delivered
    let eta: Date
}

struct OrderProvider: TimelineProvider {
    func placeholder(in context: Context) -> OrderEntry {
        OrderEntry(date: .now, restaurant: "Pizza Nova", stage: 2, eta: .now.addingTimeInterval(12 * 60))
    }

    func getSnapshot(in context: Context, completion: @escaping (OrderEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<OrderEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct OrderWidgetEntryView: View {
    var entry: OrderEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Image(systemName: "cart.fill")
                    .foregroundStyle(Color.brand)
                Text(entry.restaurant)
                    .font(.headline)
            }
            HStack(spacing: 3) {
                ForEach(0..<4) { step in
                    Capsule()
                        .fill(step <= entry.stage ? Color.brand : .track)
                        .frame(height: 4)
                }
            }
            Text("Arriving \(entry.eta, style: .relative)")
                .font(.caption)
                .foregroundStyle(Color.brandSecondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct OrderWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Order", provider: OrderProvider()) { entry in
            OrderWidgetEntryView(entry: entry)
                .containerBackground(Color.brand.gradient, for: .widget)
        }
        .configurationDisplayName("Order Tracker")
        .description("Follow your delivery.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    OrderWidget()
} timeline: {
    OrderEntry(date: .now, restaurant: "Sushi Go", stage: 0, eta: .now.addingTimeInterval(40 * 60))
}
