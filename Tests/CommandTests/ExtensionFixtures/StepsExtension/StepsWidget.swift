// A clean widget extension written as an app's would be: an entry, a provider, a view per
// family, the Widget and its previews. Its one `.shadow` is something the preview does not draw
// (a preview finding); nothing in it is wrong on a device, so `check --strict` passes.
import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int

    var progress: Double { min(Double(steps) / Double(goal), 1) }
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: .now, steps: 6_200, goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let entry = StepsEntry(date: .now, steps: 6_200, goal: 10_000)
        completion(Timeline(entries: [entry], policy: .atEnd))
    }
}

struct StepsRing: View {
    let entry: StepsEntry

    var body: some View {
        Gauge(value: entry.progress) {
            Image(systemName: "figure.walk")
        }
        .gaugeStyle(.accessoryCircularCapacity)
    }
}

struct StepsSummary: View {
    let entry: StepsEntry

    var body: some View {
        VStack(alignment: .leading) {
            Label("Steps", systemImage: "figure.walk")
                .font(.headline)
            Text("\(entry.steps) of \(entry.goal)")
                .shadow(radius: 1)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct StepsWidgetView: View {
    @Environment(\.widgetFamily) var family
    let entry: StepsEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            StepsRing(entry: entry)
        case .accessoryInline:
            Text("\(entry.steps) steps")
        default:
            StepsSummary(entry: entry)
        }
    }
}

struct StepsWidget: Widget {
    let kind = "Steps"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps toward the goal.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .accessoryRectangular) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 6_200, goal: 10_000)
}
