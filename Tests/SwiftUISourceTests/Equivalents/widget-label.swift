import SwiftUI
import WidgetKit

// Watch complications: a corner with a text label and curved content, a circular whose label is
// a progress view; both labels are modifiers the iPhone ignores.
struct StepsView: View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        if family == .accessoryCorner {
            Text("\(entry.steps)")
                .widgetCurvesContent()
                .widgetLabel("\(entry.steps) steps")
        } else {
            ZStack {
                AccessoryWidgetBackground()
                Image(systemName: "figure.walk")
            }
            .widgetLabel {
                ProgressView(value: entry.progress)
            }
        }
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: Provider()) { entry in
            StepsView(entry: entry)
        }
        .supportedFamilies([.accessoryCircular, .accessoryCorner])
    }
}

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let progress: Double
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: .now, steps: 8200, progress: 0.82)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}
