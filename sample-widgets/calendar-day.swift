// calendar-day.yaml as SwiftUI; data in calendar-day.entry.json.
import SwiftUI
import WidgetKit

struct CalendarDayView: View {
    var entry: DayEntry

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            VStack(spacing: 0) {
                Text(entry.weekday)
                    .font(.system(size: 12, weight: .semibold))
                    .widgetAccentable()
                Text("\(entry.day)")
                    .font(.system(size: 30, weight: .medium))
                    .monospacedDigit()
            }
        }
        .widgetURL(URL(string: "calshow://"))
    }
}

struct CalendarDayWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CalendarDay", provider: DayProvider()) { entry in
            CalendarDayView(entry: entry)
        }
        .configurationDisplayName("Calendar")
        .description("Today's weekday over the day of the month, like Calendar's circular widget.")
        .supportedFamilies([.accessoryCircular])
    }
}

struct DayEntry: TimelineEntry {
    let date: Date
    let weekday: String
    let day: Int
}

struct DayProvider: TimelineProvider {
    func placeholder(in context: Context) -> DayEntry {
        DayEntry(date: .now, weekday: "MON", day: 6)
    }

    func getSnapshot(in context: Context, completion: @escaping (DayEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<DayEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}
