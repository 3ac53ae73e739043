import WidgetKit
import SwiftUI

struct WorkoutEntry: TimelineEntry {
    let date: Date
    let activity: String
    let startedAt: Date
    let lastSync: Date
    let restEndsAt: Date
}

struct WorkoutProvider: TimelineProvider {
    func placeholder(in context: Context) -> WorkoutEntry {
        let now = Date(timeIntervalSince1970: 1_780_911_660)
        return WorkoutEntry(date: now, activity: "Tempo run", startedAt: now.addingTimeInterval(-1_530), lastSync: now.addingTimeInterval(-240), restEndsAt: now.addingTimeInterval(90))
    }

    func getSnapshot(in context: Context, completion: @escaping (WorkoutEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WorkoutEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct WorkoutWidgetView: View {
    let entry: WorkoutEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack {
                Image(systemName: "figure.run")
                Text(entry.activity)
                Spacer()
                Text(entry.startedAt, style: .time)
                    .foregroundStyle(.secondary)
            }
            .font(.headline)
            HStack(spacing: 4) {
                Text("Elapsed")
                Text(entry.startedAt, style: .timer)
                    .monospacedDigit()
            }
            HStack(spacing: 4) {
                Text("Rest")
                Text(entry.restEndsAt, style: .timer)
                    .monospacedDigit()
                    .foregroundStyle(.orange)
            }
            Text("Synced \(Text(entry.lastSync, style: .relative)) ago")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .font(.caption)
    }
}

struct WorkoutWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Workout", provider: WorkoutProvider()) { entry in
            WorkoutWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Workout")
        .description("Your workout in progress.")
        .supportedFamilies([.accessoryRectangular])
    }
}
