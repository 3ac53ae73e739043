import WidgetKit
import SwiftUI

struct MeditationEntry: TimelineEntry {
    let date: Date
    let minutesToday: Int
    let sessions: Int
}

struct MeditationProvider: TimelineProvider {
    func placeholder(in context: Context) -> MeditationEntry {
        MeditationEntry(date: .now, minutesToday: 15, sessions: 2)
    }

    func getSnapshot(in context: Context, completion: @escaping (MeditationEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MeditationEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct MeditationWidgetView: View {
    var entry: MeditationEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("Mindful minutes", comment: "Title of the meditation widget")
                .font(.headline)
            Text("\(entry.minutesToday) min today", comment: "Minutes meditated today, e.g. '15 min today'")
            Text(LocalizedStringKey("sessions.count \(entry.sessions)"))
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(String(localized: "Breathe in, breathe out", comment: "Encouragement"))
                .font(.caption2)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct MeditationWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Meditation", provider: MeditationProvider()) { entry in
            MeditationWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName(Text("Mindfulness", comment: "Widget name in the gallery"))
        .description(Text("Minutes of meditation today.", comment: "Widget description in the gallery"))
        .supportedFamilies([.accessoryRectangular])
    }
}
