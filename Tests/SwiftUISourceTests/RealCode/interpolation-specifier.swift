import WidgetKit
import SwiftUI

struct AirEntry: TimelineEntry {
    var date: Date
    var temperature: Double
    var humidity: Double
    var windSpeed: Double
}

struct AirProvider: TimelineProvider {
    typealias Entry = AirEntry

    func placeholder(in context: Context) -> AirEntry {
        AirEntry(date: .now, temperature: 18.46, humidity: 0.63, windSpeed: 12.25)
    }

    func getSnapshot(in context: Context, completion: @escaping (AirEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AirEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct AirWidgetView: View {
    var entry: AirEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        if family == .accessoryInline {
            Text("\(entry.temperature, specifier: "%.0f")° · \(entry.humidity * 100, specifier: "%.0f")% RH")
        } else {
            VStack(alignment: .leading, spacing: 1) {
                HStack {
                    Image(systemName: "thermometer.medium")
                    Text("\(entry.temperature, specifier: "%.1f") °C")
                }
                .font(.headline)
                HStack {
                    Image(systemName: "drop.fill")
                    Text("\(entry.humidity * 100, specifier: "%.0f")%")
                }
                HStack {
                    Image(systemName: "wind")
                    Text("\(entry.windSpeed, specifier: "%.1f") km/h")
                }
            }
            .font(.caption)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct AirWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Air", provider: AirProvider()) { entry in
            AirWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Balcony Sensor")
        .description("Temperature, humidity and wind from your weather station.")
        .supportedFamilies([.accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .accessoryInline) {
    AirWidget()
} timeline: {
    AirEntry(date: .now, temperature: -3.5, humidity: 0.91, windSpeed: 30)
}
