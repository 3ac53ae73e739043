import WidgetKit
import SwiftUI

struct TickerEntry: TimelineEntry {
    let date: Date
    let symbol: String
    let price: Double
    let change: Double
}

struct TickerProvider: TimelineProvider {
    func placeholder(in context: Context) -> TickerEntry {
        TickerEntry(date: .now, symbol: "AAPL", price: 234567.89, change: 0.0123)
    }

    func getSnapshot(in context: Context, completion: @escaping (TickerEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TickerEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct TickerView: View {
    let entry: TickerEntry

    var body: some View {
        VStack(spacing: 0) {
            Text(entry.symbol)
                .font(.caption2.weight(.semibold))
            Text(entry.price, format: .number.precision(.fractionLength(2)))
                .font(.system(size: 20, weight: .bold))
                .lineLimit(1)
                .minimumScaleFactor(0.4)
            Text(entry.change, format: .percent.precision(.fractionLength(1)))
                .font(.caption2)
        }
        .padding(.horizontal, 4)
    }
}

struct TickerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Ticker", provider: TickerProvider()) { entry in
            TickerView(entry: entry)
        }
        .configurationDisplayName("Ticker")
        .supportedFamilies([.accessoryCircular])
    }
}
