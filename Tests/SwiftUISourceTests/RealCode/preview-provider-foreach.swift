import ActivityKit
import SwiftUI
import WidgetKit

struct Donut: Hashable {
    var name: String
    static let classic = Donut(name: "Classic")
}

struct OrdersEntry: TimelineEntry {
    var date: Date
    var orders: Int
    var quota: Int
    var favourite: Donut

    static let preview = OrdersEntry(date: .now, orders: 7, quota: 13, favourite: .classic)
}

struct OrdersWidgetView: View {
    var entry: OrdersEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: Double(entry.orders), in: 0...Double(entry.quota)) {
                Text(entry.favourite.name.prefix(1))
            } currentValueLabel: {
                Text(entry.orders.formatted())
            }
            .gaugeStyle(.accessoryCircular)
        default:
            Text("\(entry.orders) of \(entry.quota) orders")
        }
    }
}

struct OrdersWidget: Widget {
    static var supportedFamilies: [WidgetFamily] { [.accessoryCircular, .accessoryInline] }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Orders", provider: OrdersProvider()) { entry in
            OrdersWidgetView(entry: entry)
        }
        .configurationDisplayName("Orders")
        .supportedFamilies(OrdersWidget.supportedFamilies)
    }
}

struct OrdersProvider: TimelineProvider {
    func placeholder(in context: Context) -> OrdersEntry { .preview }
    func getSnapshot(in context: Context, completion: @escaping (OrdersEntry) -> Void) { completion(.preview) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<OrdersEntry>) -> Void) {
        completion(Timeline(entries: [.preview], policy: .never))
    }
}

// One preview per family, made by ForEach.
struct OrdersWidget_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(OrdersWidget.supportedFamilies, id: \.rawValue) { family in
            OrdersWidgetView(entry: .preview)
                .previewContext(WidgetPreviewContext(family: family))
                .previewDisplayName("Orders: \(family)")
        }
    }
}

// A Live Activity's preview mentions the same model type, but none of the widget's views.
struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var donut: Donut
    }
    var orderID: String
}

struct DeliveryActivity_Previews: PreviewProvider {
    static let attributes = DeliveryAttributes(orderID: "1234")
    static var previews: some View {
        attributes
            .previewContext(DeliveryAttributes.ContentState(donut: .classic), viewKind: .content)
    }
}
