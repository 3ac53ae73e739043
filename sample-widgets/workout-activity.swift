// A Live Activity: a run in progress, its clock counting up from the start, as ActivityKit code
// has it. Draw it with render workout-activity.swift (the Lock Screen) or --activity compact,
// minimal, expanded; --time moves the clock, since the timer is written from the start date.
import ActivityKit
import SwiftUI
import WidgetKit

struct WorkoutAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var startedAt: Date
        var kilometres: Double
        var heartRate: Int
        var isPaused: Bool
    }

    var workout: String
}

struct WorkoutLockScreenView: View {
    let context: ActivityViewContext<WorkoutAttributes>

    var body: some View {
        HStack(alignment: .center, spacing: 16) {
            Image(systemName: "figure.run")
                .font(.title)
                .foregroundStyle(.green)
            VStack(alignment: .leading, spacing: 2) {
                Text(context.attributes.workout)
                    .font(.headline)
                Text(context.state.isPaused ? "Paused" : "\(context.state.kilometres, specifier: "%.2f") km · \(context.state.heartRate) bpm")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(timerInterval: context.state.startedAt...Date.distantFuture, countsDown: false)
                .font(.title2.weight(.semibold))
                .monospacedDigit()
                .multilineTextAlignment(.trailing)
                .frame(width: 96)
                .foregroundStyle(.green)
        }
        .padding()
    }
}

struct WorkoutActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WorkoutAttributes.self) { context in
            WorkoutLockScreenView(context: context)
                .activityBackgroundTint(Color.black.opacity(0.7))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.state.kilometres, specifier: "%.2f") km", systemImage: "figure.run")
                        .foregroundStyle(.green)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Label("\(context.state.heartRate)", systemImage: "heart.fill")
                        .foregroundStyle(.red)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(timerInterval: context.state.startedAt...Date.distantFuture, countsDown: false)
                        .font(.largeTitle.weight(.semibold))
                        .monospacedDigit()
                        .multilineTextAlignment(.center)
                }
            } compactLeading: {
                Image(systemName: "figure.run")
                    .foregroundStyle(.green)
            } compactTrailing: {
                // Footnote-sized digits keep the island's side within the HIG's 52.33 pt.
                Text(timerInterval: context.state.startedAt...Date.distantFuture, countsDown: false)
                    .font(.footnote)
                    .monospacedDigit()
                    .frame(width: 36)
            } minimal: {
                Image(systemName: "figure.run")
                    .foregroundStyle(.green)
            }
            .keylineTint(.green)
        }
    }
}

#Preview("Run", as: .content, using: WorkoutAttributes(workout: "Morning run")) {
    WorkoutActivityWidget()
} contentStates: {
    WorkoutAttributes.ContentState(startedAt: .now.addingTimeInterval(-754), kilometres: 2.31, heartRate: 148, isPaused: false)
    WorkoutAttributes.ContentState(startedAt: .now.addingTimeInterval(-1_930), kilometres: 5.02, heartRate: 0, isPaused: true)
}
