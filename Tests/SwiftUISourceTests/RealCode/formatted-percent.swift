import WidgetKit
import SwiftUI

struct CoinEntry: TimelineEntry {
    let date: Date
    let symbol: String
    let price: Double
    let change24h: Double // fraction: 0.034 = +3.4 %
}

struct CoinProvider: TimelineProvider {
    func placeholder(in context: Context) -> CoinEntry {
        CoinEntry(date: .now, symbol: "BTC", price: 64_312.55, change24h: 0.034)
    }

    func getSnapshot(in context: Context, completion: @escaping (CoinEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CoinEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(600))))
    }
}

struct CoinWidgetEntryView: View {
    var entry: CoinProvider.Entry

    var isUp: Bool { entry.change24h >= 0 }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text(entry.symbol)
                    .font(.headline)
                Spacer()
                Image(systemName: isUp ? "arrow.up" : "arrow.down")
                    .font(.caption.bold())
            }
            Text(entry.price.formatted(.currency(code: "USD")))
                .font(.system(.body, design: .rounded).weight(.semibold))
                .minimumScaleFactor(0.7)
            Text(entry.change24h.formatted(.percent.precision(.fractionLength(1))))
                .font(.caption)
                .foregroundStyle(isUp ? .green : .red)
            Text("24h: \(abs(entry.change24h).formatted(.percent))")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct CoinWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CoinTicker", provider: CoinProvider()) { entry in
            CoinWidgetEntryView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Crypto Ticker")
        .description("Price and 24-hour change.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    CoinWidget()
} timeline: {
    CoinEntry(date: .now, symbol: "ETH", price: 3_120.4, change24h: -0.0215)
    CoinEntry(date: .now, symbol: "SOL", price: 142.07, change24h: 0.118)
}
