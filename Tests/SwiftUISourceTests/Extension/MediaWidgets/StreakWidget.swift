import SwiftUI
import WidgetKit

struct StreakEntry: TimelineEntry {
    let date: Date
    let days: Int
}

struct StreakProvider: TimelineProvider {
    func placeholder(in context: Context) -> StreakEntry {
        StreakEntry(date: .now, days: 5)
    }

    func getSnapshot(in context: Context, completion: @escaping (StreakEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StreakEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// Emoji in text: large in the circular widget (drawn as pixels), small in the inline one
/// (terminal characters) and in the rectangular one's second line.
struct StreakWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Streak", provider: StreakProvider()) { entry in
            StreakView(entry: entry)
        }
        .configurationDisplayName("Streak")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

struct StreakView: View {
    @Environment(\.widgetFamily) var family
    let entry: StreakEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Text("🔥 \(entry.days)")
                .font(.system(size: 22, weight: .bold))
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text("🔥 \(entry.days)")
                    .font(.title)
                Text("☀️ 21° 👩‍👩‍👧 🇺🇸")
                    .font(.caption)
            }
        default:
            Text("🔥 \(entry.days) days")
        }
    }
}
