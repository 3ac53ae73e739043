import WidgetKit
import SwiftUI

struct ReminderEntry: TimelineEntry {
    let date: Date
    let symbol: String
    let title: String
    let dueAt: Date
}

struct ReminderProvider: TimelineProvider {
    func placeholder(in context: Context) -> ReminderEntry {
        ReminderEntry(date: .now, symbol: "bell.fill", title: "Take vitamins", dueAt: Date(timeIntervalSince1970: 1_780_912_800))
    }

    func getSnapshot(in context: Context, completion: @escaping (ReminderEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ReminderEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct ReminderWidgetView: View {
    var entry: ReminderEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Image(systemName: entry.symbol)
                    .font(.title2)
                    .widgetAccentable()
            }
        case .accessoryInline:
            Label(entry.title, systemImage: entry.symbol)
        default:
            HStack(alignment: .top) {
                Image(systemName: entry.symbol)
                    .symbolRenderingMode(.hierarchical)
                    .imageScale(.large)
                VStack(alignment: .leading) {
                    Text(entry.title)
                        .font(.headline)
                    Text(entry.dueAt, style: .time)
                        .font(.caption)
                }
                Spacer()
            }
        }
    }
}

struct ReminderWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Reminder", provider: ReminderProvider()) { entry in
            ReminderWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Reminder")
        .description("Your next reminder.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .accessoryCircular) {
    ReminderWidget()
} timeline: {
    ReminderEntry(date: .now, symbol: "alarm.fill", title: "Wake up", dueAt: Date(timeIntervalSince1970: 1_780_900_000))
    ReminderEntry(date: .now, symbol: "cart.fill", title: "Buy milk", dueAt: Date(timeIntervalSince1970: 1_780_920_000))
    ReminderEntry(date: .now, symbol: "heart.fill", title: "Medication", dueAt: Date(timeIntervalSince1970: 1_780_930_000))
}
