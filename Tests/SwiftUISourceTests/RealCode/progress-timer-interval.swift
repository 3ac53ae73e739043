import WidgetKit
import SwiftUI

struct LaundryEntry: TimelineEntry {
    let date: Date
    let machine: String
    let started: Date
    let finishes: Date
}

struct LaundryProvider: TimelineProvider {
    func placeholder(in context: Context) -> LaundryEntry {
        LaundryEntry(date: .now, machine: "Washer", started: .now.addingTimeInterval(-20 * 60), finishes: .now.addingTimeInterval(35 * 60))
    }

    func getSnapshot(in context: Context, completion: @escaping (LaundryEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LaundryEntry>) -> Void) {
        let entry = placeholder(in: context)
        completion(Timeline(entries: [entry], policy: .after(entry.finishes)))
    }
}

struct LaundryWidgetView: View {
    var entry: LaundryEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ProgressView(timerInterval: entry.started...entry.finishes, countsDown: true) {
                Text(entry.machine)
            } currentValueLabel: {
                Image(systemName: "timer")
            }
            .progressViewStyle(.circular)
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.machine)
                    .font(.headline)
                ProgressView(timerInterval: entry.started...entry.finishes, countsDown: false)
                Text("Done at \(entry.finishes, style: .time)")
                    .font(.caption)
            }
        default:
            Text("\(entry.machine) done in \(entry.finishes, style: .timer)")
        }
    }
}

struct LaundryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Laundry", provider: LaundryProvider()) { entry in
            LaundryWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Laundry")
        .description("Time left on your wash.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .accessoryRectangular) {
    LaundryWidget()
} timeline: {
    LaundryEntry(date: .now, machine: "Dryer", started: .now.addingTimeInterval(-50 * 60), finishes: .now.addingTimeInterval(10 * 60))
}
