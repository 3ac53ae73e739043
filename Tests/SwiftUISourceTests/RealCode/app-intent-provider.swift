import WidgetKit
import SwiftUI
import AppIntents

struct SelectCityIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select City"
    static var description = IntentDescription("Pick the city to show.")

    @Parameter(title: "City", default: "Tokyo")
    var city: String

    @Parameter(title: "Show seconds", default: false)
    var showSeconds: Bool
}

struct ClockEntry: TimelineEntry {
    let date: Date
    let city: String
    let utcOffsetHours: Int
    let showSeconds: Bool
}

struct ClockProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ClockEntry {
        ClockEntry(date: .now, city: "Tokyo", utcOffsetHours: 9, showSeconds: false)
    }

    func snapshot(for configuration: SelectCityIntent, in context: Context) async -> ClockEntry {
        ClockEntry(date: .now, city: configuration.city, utcOffsetHours: offset(for: configuration.city), showSeconds: configuration.showSeconds)
    }

    func timeline(for configuration: SelectCityIntent, in context: Context) async -> Timeline<ClockEntry> {
        let entry = ClockEntry(date: .now, city: configuration.city, utcOffsetHours: offset(for: configuration.city), showSeconds: configuration.showSeconds)
        return Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(3600)))
    }

    private func offset(for city: String) -> Int {
        switch city {
        case "Tokyo": 9
        case "London": 1
        case "New York": -4
        default: 0
        }
    }
}

struct ClockWidgetView: View {
    var entry: ClockEntry

    var localTime: Date { entry.date.addingTimeInterval(TimeInterval(entry.utcOffsetHours * 3600)) }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.city.uppercased())
                .font(.caption2.weight(.bold))
                .widgetAccentable()
            Text(localTime, format: .dateTime.hour().minute())
                .font(.system(size: 26, weight: .semibold, design: .rounded))
                .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            Text("UTC\(entry.utcOffsetHours >= 0 ? "+" : "")\(entry.utcOffsetHours)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct WorldClockWidget: Widget {
    let kind: String = "WorldClock"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: SelectCityIntent.self, provider: ClockProvider()) { entry in
            ClockWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("World Clock")
        .description("The time in another city.")
        .supportedFamilies([.accessoryRectangular])
    }
}

extension SelectCityIntent {
    fileprivate static var london: SelectCityIntent {
        let intent = SelectCityIntent()
        intent.city = "London"
        return intent
    }
}

#Preview(as: .accessoryRectangular) {
    WorldClockWidget()
} timeline: {
    ClockEntry(date: Date(timeIntervalSince1970: 1_780_911_660), city: "New York", utcOffsetHours: -4, showSeconds: false)
}
