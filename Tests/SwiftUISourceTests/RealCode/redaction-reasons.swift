import WidgetKit
import SwiftUI

struct InboxEntry: TimelineEntry {
    let date: Date
    let sender: String
    let subject: String
    let unread: Int
}

struct InboxProvider: TimelineProvider {
    func placeholder(in context: Context) -> InboxEntry {
        InboxEntry(date: .now, sender: "Sender", subject: "Subject line goes here", unread: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (InboxEntry) -> Void) {
        completion(InboxEntry(date: .now, sender: "Priya", subject: "Dinner on Friday?", unread: 3))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<InboxEntry>) -> Void) {
        completion(Timeline(entries: [InboxEntry(date: .now, sender: "Priya", subject: "Dinner on Friday?", unread: 3)], policy: .atEnd))
    }
}

struct InboxWidgetView: View {
    var entry: InboxEntry
    @Environment(\.redactionReasons) private var redactionReasons

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack {
                Image(systemName: "envelope.fill")
                Text("\(entry.unread) new")
                    .unredacted()
            }
            .font(.headline)
            if redactionReasons.contains(.privacy) {
                Text("Unlock to read")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            } else if redactionReasons.contains(.placeholder) {
                Text(entry.subject)
                    .redacted(reason: .placeholder)
            } else {
                Text(entry.sender)
                    .font(.subheadline.weight(.semibold))
                Text(entry.subject)
                    .font(.caption)
                    .lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct InboxWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Inbox", provider: InboxProvider()) { entry in
            InboxWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Latest Message")
        .description("The newest message in your inbox.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    InboxWidget()
} timeline: {
    InboxEntry(date: .now, sender: "GitHub", subject: "[repo] CI passed on main", unread: 12)
}
