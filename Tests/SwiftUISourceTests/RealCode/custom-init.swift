import WidgetKit
import SwiftUI

struct CountdownEntry: TimelineEntry {
    let date: Date
    let title: String
    let target: Date
    let symbol: String

    init(date: Date = .now, title: String, daysFromNow: Int, symbol: String = "star.fill") {
        self.date = date
        self.title = title
        self.target = date.addingTimeInterval(TimeInterval(daysFromNow) * 86_400)
        self.symbol = symbol
    }
}

struct DaysLeftView: View {
    private let days: Int
    private let title: String
    private let symbol: String

    init(entry: CountdownEntry) {
        let seconds = entry.target.timeIntervalSince(entry.date)
        self.days = max(0, Int((seconds / 86_400).rounded(.up)))
        self.title = entry.title
        self.symbol = entry.symbol
    }

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            VStack(spacing: -1) {
                Image(systemName: symbol)
                    .font(.system(size: 11))
                Text("\(days)")
                    .font(.system(size: 22, weight: .bold, design: .rounded))
                Text(days == 1 ? "day" : "days")
                    .font(.system(size: 9, weight: .medium))
            }
        }
    }
}

struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(title: "Holiday", daysFromNow: 12, symbol: "sun.max.fill")
    }

    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        completion(Timeline(entries: [CountdownEntry(title: "Birthday", daysFromNow: 1, symbol: "star.fill")], policy: .atEnd))
    }
}

struct CountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Countdown", provider: CountdownProvider()) { entry in
            DaysLeftView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Countdown")
        .description("Days until the big day.")
        .supportedFamilies([.accessoryCircular])
    }
}

#Preview(as: .accessoryCircular) {
    CountdownWidget()
} timeline: {
    CountdownEntry(title: "Wedding", daysFromNow: 100, symbol: "heart.fill")
}
