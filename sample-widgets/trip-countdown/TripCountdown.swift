// A trip countdown in four languages: its strings come from Localizable.xcstrings beside it
// (German, Japanese, Arabic and Hebrew, each with its own plural forms), its date from the
// locale's calendar. Try it with --locale de_DE, ja_JP, ar_EG or he_IL.
import SwiftUI
import WidgetKit

struct TripEntry: TimelineEntry {
    let date: Date
    let city: String
    let departure: Date
    let days: Int
}

struct TripCountdownView: View {
    var entry: TripEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Image(systemName: "airplane")
                        .font(.system(size: 12, weight: .semibold))
                    Text("\(entry.days)")
                        .font(.system(size: 22, weight: .bold, design: .rounded))
                    Text("days")
                        .font(.caption2)
                }
            }
        case .accessoryInline:
            Label("\(entry.days) days to go", systemImage: "airplane")
        default:
            VStack(alignment: .leading, spacing: 1) {
                Label("Trip to \(entry.city)", systemImage: "airplane")
                    .font(.headline)
                    .widgetAccentable()
                Text("\(entry.days) days to go")
                    .font(.subheadline)
                Text(entry.departure, style: .date)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct TripCountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TripCountdown", provider: TripProvider()) { entry in
            TripCountdownView(entry: entry)
        }
        .configurationDisplayName("Trip Countdown")
        .description("Days until your next trip, in your language.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

struct TripProvider: TimelineProvider {
    func placeholder(in context: Context) -> TripEntry {
        TripEntry(date: .now, city: String(localized: "Kyoto"), departure: Calendar.current.date(byAdding: .day, value: 12, to: .now)!, days: 12)
    }

    func getSnapshot(in context: Context, completion: @escaping (TripEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TripEntry>) -> Void) {
        let tomorrow = TripEntry(date: .now, city: String(localized: "Kyoto"), departure: Calendar.current.date(byAdding: .day, value: 1, to: .now)!, days: 1)
        completion(Timeline(entries: [placeholder(in: context), tomorrow], policy: .atEnd))
    }
}
