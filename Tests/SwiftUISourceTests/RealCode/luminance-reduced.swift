import WidgetKit
import SwiftUI

struct TimerEntry: TimelineEntry {
    let date: Date
    let label: String
    let endsAt: Date
}

struct KitchenTimerProvider: TimelineProvider {
    func placeholder(in context: Context) -> TimerEntry {
        TimerEntry(date: .now, label: "Pasta", endsAt: Date.now.addingTimeInterval(8 * 60 + 30))
    }

    func getSnapshot(in context: Context, completion: @escaping (TimerEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TimerEntry>) -> Void) {
        let entry = placeholder(in: context)
        completion(Timeline(entries: [entry], policy: .after(entry.endsAt)))
    }
}

struct KitchenTimerView: View {
    var entry: TimerEntry
    @Environment(\.isLuminanceReduced) var isLuminanceReduced

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Label(entry.label, systemImage: "timer")
                .font(.headline)
            if isLuminanceReduced {
                // Always-On: no seconds ticking, just the end time.
                Text("Ready at \(entry.endsAt, style: .time)")
                    .font(.title3)
                    .foregroundStyle(.secondary)
            } else {
                Text(entry.endsAt, style: .timer)
                    .font(.system(size: 30, weight: .semibold, design: .rounded))
                    .monospacedDigit()
            }
        }
        .opacity(isLuminanceReduced ? 0.6 : 1)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct KitchenTimerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "KitchenTimer", provider: KitchenTimerProvider()) { entry in
            KitchenTimerView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Kitchen Timer")
        .description("Your running timer.")
        .supportedFamilies([.accessoryRectangular])
    }
}
