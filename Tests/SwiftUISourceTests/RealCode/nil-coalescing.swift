import WidgetKit
import SwiftUI

struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String?
    let temperature: Int?
    let high: Int?
    let low: Int?
    let symbol: String?
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: Date(), city: "Oslo", temperature: 4, high: 7, low: -1, symbol: "snowflake")
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> ()) {
        // Before the first fetch nothing is known yet.
        let empty = WeatherEntry(date: Date(), city: nil, temperature: nil, high: nil, low: nil, symbol: nil)
        completion(Timeline(entries: [empty], policy: .atEnd))
    }
}

struct WeatherWidgetView: View {
    var entry: WeatherProvider.Entry
    @Environment(\.widgetFamily) private var family

    private var temperatureText: String {
        entry.temperature.map { "\($0)°" } ?? "--"
    }

    var body: some View {
        if family == .accessoryInline {
            Label("\(entry.city ?? "Current location") \(temperatureText)", systemImage: entry.symbol ?? "cloud.sun.fill")
        } else {
            VStack(alignment: .leading) {
                HStack {
                    Image(systemName: entry.symbol ?? "cloud.sun.fill")
                    Text(entry.city ?? "Current location")
                        .lineLimit(1)
                }
                .font(.headline)
                Text(temperatureText)
                    .font(.system(size: 28, weight: .medium, design: .rounded))
                Text("H:\(entry.high ?? 0)° L:\(entry.low ?? 0)°")
                    .font(.caption)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Weather", provider: WeatherProvider()) { entry in
            WeatherWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Weather")
        .description("Current conditions where you are.")
        .supportedFamilies([.accessoryRectangular, .accessoryInline])
    }
}
