import WidgetKit
import SwiftUI

struct ActivityEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
}

struct ActivityProvider: TimelineProvider {
    func placeholder(in context: Context) -> ActivityEntry {
        ActivityEntry(date: .now, steps: 7_450, goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (ActivityEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ActivityEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct ActivityWidgetView: View {
    var entry: ActivityEntry

    var body: some View {
        Gauge(value: min(Double(entry.steps), Double(entry.goal)), in: 0...Double(entry.goal)) {
            Image(systemName: "figure.run")
        } currentValueLabel: {
            Text(Double(entry.steps) / 1000, format: .number.precision(.fractionLength(1)))
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("\(entry.goal / 1000)k")
        }
        .gaugeStyle(.accessoryCircular)
    }
}

struct ActivityWidget: Widget {
    let kind = "ActivityWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ActivityProvider()) { entry in
            ActivityWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps Gauge")
        .description("Steps so far against your daily goal.")
        .supportedFamilies([.accessoryCircular])
    }
}

#Preview(as: .accessoryCircular) {
    ActivityWidget()
} timeline: {
    ActivityEntry(date: .now, steps: 2_180, goal: 8_000)
    ActivityEntry(date: .now, steps: 12_400, goal: 10_000)
}
