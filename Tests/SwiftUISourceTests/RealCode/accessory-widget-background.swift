import WidgetKit
import SwiftUI

struct DiceEntry: TimelineEntry {
    let date: Date
    let day: Int
    let month: String
    let weekday: String
}

struct DayProvider: TimelineProvider {
    func placeholder(in context: Context) -> DiceEntry {
        entry(for: Date(timeIntervalSince1970: 1_780_911_660))
    }

    func getSnapshot(in context: Context, completion: @escaping (DiceEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<DiceEntry>) -> Void) {
        let today = Calendar.current.startOfDay(for: Date(timeIntervalSince1970: 1_780_911_660))
        let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: today)!
        completion(Timeline(entries: [entry(for: today), entry(for: tomorrow)], policy: .atEnd))
    }

    private func entry(for date: Date) -> DiceEntry {
        let calendar = Calendar.current
        let formatter = DateFormatter()
        formatter.dateFormat = "MMM"
        let month = formatter.string(from: date).uppercased()
        formatter.dateFormat = "EEE"
        return DiceEntry(date: date, day: calendar.component(.day, from: date), month: month, weekday: formatter.string(from: date))
    }
}

struct DayCircleView: View {
    var entry: DiceEntry

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
                .clipShape(Circle())
            VStack(spacing: -3) {
                Text(entry.month)
                    .font(.system(size: 10, weight: .bold))
                    .foregroundStyle(.red)
                    .widgetAccentable()
                Text("\(entry.day)")
                    .font(.system(size: 24, weight: .semibold, design: .rounded))
                Text(entry.weekday)
                    .font(.system(size: 9))
            }
        }
    }
}

struct DayWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Day", provider: DayProvider()) { entry in
            DayCircleView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Date")
        .description("Today's date in a circle.")
        .supportedFamilies([.accessoryCircular])
    }
}
