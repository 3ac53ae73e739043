import WidgetKit
import SwiftUI

struct StockEntry: TimelineEntry {
    let date: Date
    let ticker: String
    let price: Double
    let change: Double
}

struct StockProvider: TimelineProvider {
    func placeholder(in context: Context) -> StockEntry {
        StockEntry(date: .now, ticker: "AAPL", price: 231.42, change: 1.87)
    }

    func getSnapshot(in context: Context, completion: @escaping (StockEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StockEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(300))))
    }
}

struct StockWidgetView: View {
    var entry: StockEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        if family == .accessoryCircular {
            VStack(spacing: -2) {
                Text(entry.ticker)
                    .font(.system(size: 10, weight: .heavy))
                Text(entry.price, format: .number.precision(.fractionLength(0)))
                    .font(.system(size: 20, weight: .semibold, design: .rounded))
                Image(systemName: entry.change >= 0 ? "arrow.up" : "arrow.down")
                    .font(.system(size: 10, weight: .bold))
            }
        } else {
            VStack(alignment: .leading, spacing: -4) {
                Text(entry.ticker)
                    .font(.caption.weight(.heavy))
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Text(entry.price, format: .number.precision(.fractionLength(2)))
                        .font(.system(size: 28, weight: .semibold, design: .rounded))
                    Text(entry.change, format: .number.precision(.fractionLength(2)).sign(strategy: .always()))
                        .font(.caption.bold())
                }
            }
        }
    }
}

struct StockWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Stock", provider: StockProvider()) { entry in
            StockWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Stock")
        .description("One stock's latest price.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    StockWidget()
} timeline: {
    StockEntry(date: .now, ticker: "TSLA", price: 178.05, change: -4.11)
}
