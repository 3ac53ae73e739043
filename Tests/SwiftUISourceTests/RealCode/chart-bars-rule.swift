import WidgetKit
import SwiftUI
import Charts

struct DaySteps {
    let day: String
    let steps: Int
}

struct StepsEntry: TimelineEntry {
    let date: Date
    let days: [DaySteps]
    let goal: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: .now, days: [
            DaySteps(day: "M", steps: 4200), DaySteps(day: "T", steps: 8100), DaySteps(day: "W", steps: 6000),
            DaySteps(day: "T", steps: 10400), DaySteps(day: "F", steps: 2100),
        ], goal: 8000)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct StepsChartView: View {
    var entry: StepsEntry

    var body: some View {
        Chart {
            ForEach(Array(entry.days.enumerated()), id: \.offset) { index, day in
                BarMark(
                    x: .value("Day", "\(index + 1)"),
                    y: .value("Steps", day.steps)
                )
                .cornerRadius(2)
            }
            RuleMark(y: .value("Goal", entry.goal))
                .foregroundStyle(.orange)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [2, 2]))
        }
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
            StepsChartView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Steps")
        .supportedFamilies([.accessoryRectangular])
    }
}
