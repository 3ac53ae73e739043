// world-clock.yaml as SwiftUI; data in world-clock.entry.json.
import SwiftUI
import WidgetKit

struct WorldClockView: View {
    var entry: ClockEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        Group {
            switch family {
            case .accessoryCircular:
                ZStack {
                    AccessoryWidgetBackground()
                    VStack(spacing: 0) {
                        Text(entry.tokyo.code)
                            .font(.system(size: 11))
                            .bold()
                            .widgetAccentable()
                        Text(entry.tokyo.time)
                            .font(.system(size: 20, weight: .semibold, design: .rounded))
                            .monospacedDigit()
                        Text(entry.tokyo.period)
                            .font(.system(size: 11, weight: .medium))
                            .foregroundStyle(.secondary)
                    }
                }
            case .accessoryRectangular:
                HStack(spacing: 6) {
                    CityColumn(name: "Tokyo", city: entry.tokyo)
                    Rectangle()
                        .fill(.tertiary)
                        .frame(width: 1)
                        .padding(.vertical, 4)
                    CityColumn(name: "London", city: entry.london)
                }
            case .systemSmall:
                VStack(alignment: .leading, spacing: 10) {
                    CityColumn(name: "Tokyo", city: entry.tokyo)
                    Divider()
                    CityColumn(name: "London", city: entry.london)
                }
                .containerBackground(.black, for: .widget)
            default:
                ViewThatFits {
                    Text("Tokyo \(entry.tokyo.time) \(entry.tokyo.period) · London \(entry.london.time) \(entry.london.period)")
                    Text("Tokyo \(entry.tokyo.time) \(entry.tokyo.period)")
                }
            }
        }
        .widgetURL(URL(string: "clock-worldclock://")!)
    }
}

struct CityColumn: View {
    let name: String
    let city: City

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(name)
                .font(.caption.weight(.semibold))
                .widgetAccentable()
            (Text(city.time) + Text(" \(city.period)").font(.system(size: 11, weight: .semibold)))
                .font(.system(size: 18, weight: .semibold, design: .rounded))
                .monospacedDigit()
            Text(city.ahead, style: .offset)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct WorldClockWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WorldClock", provider: ClockProvider()) { entry in
            WorldClockView(entry: entry)
        }
        .configurationDisplayName("World Clock")
        .description("The time in Tokyo and London.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline, .systemSmall])
    }
}

struct ClockEntry: TimelineEntry {
    struct City {
        var code: String = ""
        let time: String
        let period: String
        let ahead: Date
    }

    let date: Date
    let tokyo: City
    let london: City
}

struct ClockProvider: TimelineProvider {
    func placeholder(in context: Context) -> ClockEntry {
        ClockEntry(date: .now, tokyo: .init(code: "TYO", time: "1:41", period: "AM", ahead: .now.addingTimeInterval(57_600)),
                   london: .init(time: "5:41", period: "PM", ahead: .now.addingTimeInterval(28_800)))
    }

    func getSnapshot(in context: Context, completion: @escaping (ClockEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ClockEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}
