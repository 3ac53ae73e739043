// activity-rings.yaml as SwiftUI; data in activity-rings.entry.json.
import SwiftUI
import WidgetKit

struct ActivityEntryView: View {
    var entry: ActivityEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        if family == .accessoryCircular {
            Rings(entry: entry, inset: 7)
                .widgetURL(URL(string: "fitness://activity"))
        } else {
            HStack(spacing: 6) {
                Rings(entry: entry, inset: 6)
                    .frame(width: 50, height: 50)
                VStack(alignment: .leading, spacing: 1) {
                    Group {
                        total(entry.move, of: 500, unit: " CAL").foregroundStyle(.red)
                        total(entry.exercise, of: 30, unit: " MIN").foregroundStyle(.green)
                        total(entry.stand, of: 12, unit: " HRS").foregroundStyle(.cyan)
                    }
                    .font(.system(size: 12, weight: .semibold, design: .rounded))
                    .monospacedDigit()
                }
                Spacer(minLength: 0)
            }
            .widgetURL(URL(string: "fitness://activity"))
        }
    }

    func total(_ value: Int, of goal: Int, unit: String) -> Text {
        Text("\(value)/\(goal)") + Text(unit).font(.system(size: 11, weight: .semibold))
    }
}

/// Three concentric capacity rings, each inset further.
struct Rings: View {
    let entry: ActivityEntry
    let inset: Double

    var body: some View {
        ZStack {
            ring(Double(entry.move), in: 0...500).tint(.red)
            ring(Double(entry.exercise), in: 0...30).tint(.green).padding(inset)
            ring(Double(entry.stand), in: 0...12).tint(.cyan).padding(inset * 2)
        }
    }

    func ring(_ value: Double, in range: ClosedRange<Double>) -> some View {
        Gauge(value: value, in: range) { EmptyView() }
            .gaugeStyle(.accessoryCircularCapacity)
    }
}

struct ActivityWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Activity", provider: ActivityProvider()) { entry in
            ActivityEntryView(entry: entry)
        }
        .configurationDisplayName("Activity")
        .description("Move, Exercise and Stand rings with today's totals.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}

struct ActivityProvider: TimelineProvider {
    func placeholder(in context: Context) -> ActivityEntry {
        ActivityEntry(date: .now, move: 320, exercise: 18, stand: 7)
    }

    func getSnapshot(in context: Context, completion: @escaping (ActivityEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ActivityEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}
