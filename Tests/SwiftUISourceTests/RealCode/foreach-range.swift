import WidgetKit
import SwiftUI

struct StreakEntry: TimelineEntry {
    let date: Date
    let lastSevenDays: [Bool]
    let language: String
}

struct StreakProvider: TimelineProvider {
    func placeholder(in context: Context) -> StreakEntry {
        StreakEntry(date: .now, lastSevenDays: [true, true, false, true, true, true, false], language: "Spanish")
    }

    func getSnapshot(in context: Context, completion: @escaping (StreakEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StreakEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct StreakWidgetView: View {
    var entry: StreakEntry
    private let weekdays = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.language)
                .font(.headline)
            HStack(spacing: 4) {
                ForEach(0..<7) { index in
                    VStack(spacing: 1) {
                        Image(systemName: entry.lastSevenDays[index] ? "flame.fill" : "circle")
                            .font(.system(size: 11))
                        Text(weekdays[index])
                            .font(.system(size: 9, weight: .medium))
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            HStack(spacing: 2) {
                ForEach(0..<3, id: \.self) { _ in
                    Image(systemName: "star.fill")
                        .font(.system(size: 8))
                }
            }
        }
    }
}

struct StreakWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Streak", provider: StreakProvider()) { entry in
            StreakWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Practice Streak")
        .description("This week's lessons.")
        .supportedFamilies([.accessoryRectangular])
    }
}
