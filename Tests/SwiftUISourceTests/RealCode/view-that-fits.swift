import WidgetKit
import SwiftUI

struct DeliveryEntry: TimelineEntry {
    let date: Date
    let carrier: String
    let status: String
    let stopsAway: Int
}

struct DeliveryProvider: TimelineProvider {
    func placeholder(in context: Context) -> DeliveryEntry {
        DeliveryEntry(date: .now, carrier: "ParcelExpress", status: "Out for delivery", stopsAway: 4)
    }

    func getSnapshot(in context: Context, completion: @escaping (DeliveryEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<DeliveryEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(1800))))
    }
}

struct DeliveryWidgetView: View {
    var entry: DeliveryEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        if family == .accessoryInline {
            ViewThatFits {
                Text("\(entry.carrier): \(entry.status), \(entry.stopsAway) stops away")
                Text("\(entry.status) · \(entry.stopsAway) stops")
                Text("\(entry.stopsAway) stops")
            }
        } else {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Image(systemName: "car.fill")
                    VStack(alignment: .leading) {
                        Text(entry.carrier).font(.headline)
                        Text(entry.status)
                        Text("\(entry.stopsAway) stops away").foregroundStyle(.secondary)
                    }
                }
                VStack(alignment: .leading) {
                    Text(entry.status).font(.headline)
                    Text("\(entry.stopsAway) stops away")
                }
            }
        }
    }
}

struct DeliveryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Delivery", provider: DeliveryProvider()) { entry in
            DeliveryWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Package")
        .description("Where your parcel is.")
        .supportedFamilies([.accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .accessoryInline) {
    DeliveryWidget()
} timeline: {
    DeliveryEntry(date: .now, carrier: "Royal Post", status: "Delivered", stopsAway: 0)
}
