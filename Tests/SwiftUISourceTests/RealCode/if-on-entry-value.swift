import WidgetKit
import SwiftUI

struct MailEntry: TimelineEntry {
    let date: Date
    let unread: Int
    let flagged: Int
    let isSyncing: Bool
}

struct MailProvider: TimelineProvider {
    func placeholder(in context: Context) -> MailEntry {
        MailEntry(date: .now, unread: 12, flagged: 2, isSyncing: false)
    }

    func getSnapshot(in context: Context, completion: @escaping (MailEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MailEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(900))))
    }
}

struct MailWidgetEntryView: View {
    var entry: MailEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        if family == .accessoryCircular {
            ZStack {
                AccessoryWidgetBackground()
                if entry.unread == 0 {
                    Image(systemName: "checkmark")
                        .font(.title2)
                } else if entry.unread > 99 {
                    Text("99+")
                        .font(.headline)
                } else {
                    VStack(spacing: 0) {
                        Image(systemName: "envelope.fill")
                            .font(.caption)
                        Text("\(entry.unread)")
                            .font(.title3.bold())
                    }
                }
            }
        } else {
            VStack(alignment: .leading) {
                Label("Mail", systemImage: "envelope.fill")
                    .font(.headline)
                if entry.unread > 0 {
                    Text(entry.unread == 1 ? "1 unread message" : "\(entry.unread) unread messages")
                } else {
                    Text("Inbox zero")
                }
                if entry.flagged > 0 && !entry.isSyncing {
                    Text("\(entry.flagged) flagged")
                        .foregroundStyle(.secondary)
                } else if entry.isSyncing {
                    Text("Syncing…")
                        .foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct MailWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "MailWidget", provider: MailProvider()) { entry in
            MailWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Unread Mail")
        .description("How many messages are waiting.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}

#Preview(as: .accessoryCircular) {
    MailWidget()
} timeline: {
    MailEntry(date: .now, unread: 0, flagged: 0, isSyncing: false)
    MailEntry(date: .now, unread: 1, flagged: 1, isSyncing: true)
    MailEntry(date: .now, unread: 240, flagged: 3, isSyncing: false)
}
