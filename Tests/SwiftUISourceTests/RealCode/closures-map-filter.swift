import WidgetKit
import SwiftUI

struct Workout: Hashable {
    let kind: String
    let minutes: Int
    let calories: Int
    let day: Int
}

struct WeekEntry: TimelineEntry {
    let date: Date
    let workouts: [Workout]
}

struct WeekProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeekEntry {
        WeekEntry(date: .now, workouts: [
            Workout(kind: "Run", minutes: 32, calories: 340, day: 1),
            Workout(kind: "Yoga", minutes: 45, calories: 150, day: 2),
            Workout(kind: "Run", minutes: 28, calories: 300, day: 4),
            Workout(kind: "Swim", minutes: 50, calories: 420, day: 5),
        ])
    }

    func getSnapshot(in context: Context, completion: @escaping (WeekEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeekEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct WeekSummaryView: View {
    let entry: WeekEntry

    var totalMinutes: Int { entry.workouts.map(\.minutes).reduce(0, +) }
    var totalCalories: Int { entry.workouts.reduce(0) { $0 + $1.calories } }
    var runs: [Workout] { entry.workouts.filter { $0.kind == "Run" } }
    var longest: Workout? { entry.workouts.sorted { $0.minutes > $1.minutes }.first }
    var firstSwim: Workout? { entry.workouts.first(where: { $0.kind == "Swim" }) }
    var activeDays: Int { Set(entry.workouts.map { $0.day }).count }

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("This week")
                .font(.caption2.weight(.bold))
                .foregroundStyle(.secondary)
            Text("\(totalMinutes) min · \(totalCalories) kcal")
                .font(.headline)
            Text("\(runs.count) runs, \(activeDays) active days")
                .font(.caption)
            if let longest {
                Text("Longest: \(longest.kind) \(longest.minutes) min")
                    .font(.caption)
            }
            if firstSwim == nil {
                Text("No swims yet")
                    .font(.caption2)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct WeekWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WeekSummary", provider: WeekProvider()) { entry in
            WeekSummaryView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Weekly Training")
        .description("Your workouts this week.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    WeekWidget()
} timeline: {
    WeekEntry(date: .now, workouts: [])
}
