import WidgetKit
import SwiftUI

struct PowerEntry: TimelineEntry {
    let date: Date
    let hourlyKWh: [Double]
    let tariffPence: [Int]
}

func cheapestHour(in prices: [Int]) -> Int {
    var best = 0
    for index in prices.indices where prices[index] < prices[best] {
        best = index
    }
    return best
}

struct PowerProvider: TimelineProvider {
    func placeholder(in context: Context) -> PowerEntry {
        PowerEntry(date: .now, hourlyKWh: [0.4, 0.3, 0.9, 1.6, 0.8, 0.5], tariffPence: [24, 19, 12, 31, 27, 22])
    }

    func getSnapshot(in context: Context, completion: @escaping (PowerEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PowerEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(3600))))
    }
}

struct PowerWidgetView: View {
    var entry: PowerEntry

    func cost() -> Double {
        var total = 0.0
        for (kwh, pence) in zip(entry.hourlyKWh, entry.tariffPence) {
            total += kwh * Double(pence)
        }
        return total / 100
    }

    func peakHours(over limit: Double) -> Int {
        var count = 0
        for kwh in entry.hourlyKWh {
            if kwh > limit { count += 1 }
        }
        return count
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Image(systemName: "bolt.fill")
                Text(cost(), format: .currency(code: "GBP"))
                    .font(.headline)
            }
            Text("Cheapest at +\(cheapestHour(in: entry.tariffPence))h · \(entry.tariffPence[cheapestHour(in: entry.tariffPence)])p")
                .font(.caption)
            Text("\(peakHours(over: 0.75)) peak hours")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct PowerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Power", provider: PowerProvider()) { entry in
            PowerWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Energy Today")
        .description("Electricity used and the cheapest hour.")
        .supportedFamilies([.accessoryRectangular])
    }
}
