import SwiftUI
import WidgetKit

// A whole WidgetKit file: the provider, the entry type and the preview are not read; the Widget
// gives the name, the families and the view for an entry.
struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date(), steps: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        completion(SimpleEntry(date: Date(), steps: 4210))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [SimpleEntry(date: Date(), steps: 4210)], policy: .atEnd))
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsEntryView: View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        if family == .accessoryCircular {
            Gauge(value: Double(entry.steps), in: 0...10000) {
                Image(systemName: "figure.walk")
            } currentValueLabel: {
                Text("\(entry.steps)")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        } else {
            Text("\(entry.steps) steps since \(entry.date, style: .time)")
        }
    }
}

struct StepsWidget: Widget {
    let kind: String = "Steps"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            StepsEntryView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps against a 10,000-step goal.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryInline])
    }
}

#Preview(as: .accessoryCircular) {
    StepsWidget()
} timeline: {
    SimpleEntry(date: .now, steps: 4210)
}
