// weather.yaml as SwiftUI: the code a WidgetKit developer already has. lockscreen-tui reads the
// views and the Widget's configuration; the data comes from weather.entry.json beside this file.
import SwiftUI
import WidgetKit

struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let condition: String
    let temperature: Int
    let low: Int
    let high: Int
    /// Where now sits between today's low and high, 0 … 1.
    let dayPosition: Double
}

struct WeatherEntryView: View {
    var entry: WeatherEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.dayPosition) {
                Image(systemName: "thermometer.medium")
            } currentValueLabel: {
                Text("\(entry.temperature)°")
                    .font(.system(size: 20, weight: .medium))
            } minimumValueLabel: {
                Text("\(entry.low)")
            } maximumValueLabel: {
                Text("\(entry.high)")
            }
            .gaugeStyle(.accessoryCircular)
            .tint(.orange)
            .widgetURL(URL(string: "weather://today"))
        case .accessoryRectangular:
            RectangularWeather(entry: entry)
                .widgetURL(URL(string: "weather://today"))
        case .systemSmall:
            SmallWeather(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
                }
        default:
            HStack {
                Image(systemName: "cloud.sun.fill")
                Text("\(entry.temperature)° \(entry.condition)")
            }
        }
    }
}

struct RectangularWeather: View {
    let entry: WeatherEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 3) {
                Text(entry.city)
                    .font(.headline)
                    .lineLimit(1)
                Image(systemName: "location.fill")
                    .font(.caption2)
            }
            HStack(spacing: 4) {
                Image(systemName: "cloud.sun.fill")
                Text("\(entry.temperature)° \(entry.condition)")
                    .lineLimit(1)
            }
            .font(.footnote)
            Gauge(value: entry.dayPosition) {
                EmptyView()
            } minimumValueLabel: {
                Text("\(entry.low)°")
            } maximumValueLabel: {
                Text("\(entry.high)°")
            }
            .gaugeStyle(.accessoryLinear)
            .font(.caption2)
            .tint(.orange)
        }
    }
}

/// The Home Screen's small widget, which the iPad Lock Screen and StandBy show without its background.
struct SmallWeather: View {
    let entry: WeatherEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 3) {
                Text(entry.city)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                Image(systemName: "location.fill")
                    .font(.caption2)
            }
            Text("\(entry.temperature)°")
                .font(.system(size: 42, weight: .light))
            Spacer(minLength: 0)
            Image(systemName: "cloud.sun.fill")
                .font(.subheadline)
            Text(entry.condition)
                .font(.caption.weight(.semibold))
                .lineLimit(1)
            Text("H:\(entry.high)° L:\(entry.low)°")
                .font(.caption.weight(.semibold))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Weather", provider: WeatherProvider()) { entry in
            WeatherEntryView(entry: entry)
        }
        .configurationDisplayName("Weather")
        .description("Current temperature between today's low and high, with conditions.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline, .systemSmall])
    }
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: .now, city: "Cupertino", condition: "Partly Cloudy", temperature: 63, low: 55, high: 75, dayPosition: 0.4)
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}
