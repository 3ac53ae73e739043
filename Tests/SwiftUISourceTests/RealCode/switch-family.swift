import WidgetKit
import SwiftUI

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: .now, steps: 6_240, goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let entry = StepsEntry(date: .now, steps: 6_240, goal: 10_000)
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(15 * 60))))
    }
}

struct StepsWidgetEntryView: View {
    var entry: StepsProvider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Image(systemName: "figure.walk")
                        .font(.caption)
                    Text("\(entry.steps / 1000)k")
                        .font(.headline)
                }
            }
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Label("Steps", systemImage: "figure.walk")
                    .font(.headline)
                    .widgetAccentable()
                Text("\(entry.steps) of \(entry.goal)")
                Text("\(entry.goal - entry.steps) to go")
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        case .accessoryInline:
            Label("\(entry.steps) steps", systemImage: "figure.walk")
        default:
            Text("\(entry.steps)")
        }
    }
}

struct StepsWidget: Widget {
    let kind: String = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps against your goal.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .accessoryRectangular) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 6_240, goal: 10_000)
    StepsEntry(date: .now, steps: 11_032, goal: 10_000)
}
