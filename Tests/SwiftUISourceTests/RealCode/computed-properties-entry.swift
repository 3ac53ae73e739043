import WidgetKit
import SwiftUI

struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
    let goal: Int
    let glassSize: Int // ml

    var progress: Double { Double(glasses) / Double(goal) }
    var millilitres: Int { glasses * glassSize }
    var isDone: Bool { glasses >= goal }
    var remainingText: String {
        isDone ? "Goal reached" : "\(goal - glasses) more to go"
    }
}

struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry {
        WaterEntry(date: .now, glasses: 5, goal: 8, glassSize: 250)
    }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct WaterWidgetEntryView: View {
    var entry: WaterEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            HStack {
                Image(systemName: entry.isDone ? "checkmark.circle.fill" : "drop.fill")
                Text("\(entry.millilitres) ml")
                    .font(.headline)
            }
            ProgressView(value: entry.progress)
            Text(entry.remainingText)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct WaterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Water", provider: WaterProvider()) { entry in
            WaterWidgetEntryView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Hydration")
        .description("Glasses of water today.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    WaterWidget()
} timeline: {
    WaterEntry(date: .now, glasses: 2, goal: 8, glassSize: 250)
    WaterEntry(date: .now, glasses: 9, goal: 8, glassSize: 330)
}
