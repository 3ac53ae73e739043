import WidgetKit
import SwiftUI

struct CalendarEvent {
    let title: String
    let start: Date
    let location: String?
}

struct NextEventEntry: TimelineEntry {
    let date: Date
    let event: CalendarEvent?
}

struct NextEventProvider: TimelineProvider {
    func placeholder(in context: Context) -> NextEventEntry {
        NextEventEntry(date: .now, event: CalendarEvent(title: "Design review", start: .now.addingTimeInterval(45 * 60), location: "Room 4B"))
    }

    func getSnapshot(in context: Context, completion: @escaping (NextEventEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NextEventEntry>) -> ()) {
        let entries = [placeholder(in: context)]
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct NextEventWidgetEntryView: View {
    var entry: NextEventProvider.Entry

    var body: some View {
        if let event = entry.event {
            VStack(alignment: .leading, spacing: 2) {
                Text(event.start, style: .time)
                    .font(.caption.weight(.semibold))
                    .widgetAccentable()
                Text(event.title)
                    .font(.headline)
                    .lineLimit(1)
                if let location = event.location {
                    Label(location, systemImage: "location.fill")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            VStack(alignment: .leading) {
                Image(systemName: "calendar")
                Text("No more events today")
                    .font(.caption)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct NextEventWidget: Widget {
    let kind: String = "NextEventWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: NextEventProvider()) { entry in
            NextEventWidgetEntryView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Next Event")
        .description("Your next calendar event.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    NextEventWidget()
} timeline: {
    NextEventEntry(date: .now, event: CalendarEvent(title: "Standup", start: .now.addingTimeInterval(600), location: nil))
    NextEventEntry(date: .now, event: CalendarEvent(title: "Dentist", start: .now.addingTimeInterval(7200), location: "12 High St"))
    NextEventEntry(date: .now, event: nil)
}
