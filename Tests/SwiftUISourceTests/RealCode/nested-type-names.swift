import SwiftUI
import WidgetKit

// Strings as SwiftGen generates them: an enum nested three deep is named `Text`.
internal enum L10n {
    internal enum Widgets {
        internal enum Text {
            internal static let pickup = L10n.tr("Localizable", "widgets.text.pickup", fallback: "Pickup")
        }
    }
    private static func tr(_ table: String, _ key: String, fallback value: String) -> String { value }
}

struct Wallet {
    var balance: Coin?
}

struct Coin {
    var amount: Double
    var symbol: String
    static let sample = Coin(amount: 0.42, symbol: "BTC")
}

struct OrdersWidget: Widget {
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry.preview }

        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
            completion(.preview)
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            let entries = (0..<3).map { Entry(date: .now, orders: 7 + $0, quota: 25, wallet: Entry.preview.wallet) }
            completion(Timeline(entries: entries, policy: .atEnd))
        }
    }

    struct Entry: TimelineEntry {
        var date: Date
        var orders: Int
        var quota: Int
        var wallet: Wallet

        static let preview: Entry = {
            var wallet = Wallet(balance: nil)
            wallet.balance = .sample
            return Entry(date: .now, orders: 7, quota: 13, wallet: wallet)
        }()
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Orders", provider: Provider()) { entry in
            OrdersWidgetView(entry: entry)
        }
        .configurationDisplayName("Orders")
        .supportedFamilies([.accessoryRectangular, .accessoryInline])
    }
}

struct OrdersWidgetView: View {
    var entry: OrdersWidget.Entry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryInline:
            Text("\(entry.orders) of \(entry.quota) orders")
        default:
            VStack(alignment: .leading) {
                Text(L10n.Widgets.Text.pickup)
                    .font(.headline)
                Text("\(entry.orders) of \(entry.quota)")
                if let coin = entry.wallet.balance {
                    Text("\(coin.amount, specifier: "%.2f") \(coin.symbol)")
                }
            }
        }
    }
}

// A second widget whose nested `Entry` has other fields: each provider sees its own.
struct DonutWidget: Widget {
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry.preview }

        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
            completion(.preview)
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [.preview], policy: .never))
        }
    }

    struct Entry: TimelineEntry {
        var date: Date
        var flavour: String
        static let preview = Entry(date: .now, flavour: "Glazed")
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Donut", provider: Provider()) { entry in
            Text(entry.flavour)
        }
        .configurationDisplayName("Donut of the day")
        .supportedFamilies([.accessoryInline])
    }
}
