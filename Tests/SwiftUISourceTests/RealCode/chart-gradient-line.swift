import WidgetKit
import SwiftUI
import Charts

struct TideEntry: TimelineEntry {
    let date: Date
    let heights: [Double]
}

struct TideProvider: TimelineProvider {
    func placeholder(in context: Context) -> TideEntry {
        TideEntry(date: .now, heights: [0.4, 1.1, 2.3, 3.1, 2.6, 1.5, 0.6, 0.2, 0.9, 2.0])
    }

    func getSnapshot(in context: Context, completion: @escaping (TideEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TideEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct TideChartView: View {
    var entry: TideEntry
    var showsHours = false

    /// Low water red, high water blue: the line is coloured by its height.
    var waterGradient: LinearGradient {
        LinearGradient(colors: [.red, .blue], startPoint: .bottom, endPoint: .top)
    }

    var body: some View {
        Chart {
            ForEach(entry.heights.indices, id: \.self) { hour in
                LineMark(x: .value("Hour", hour), y: .value("Height", entry.heights[hour]))
                    .foregroundStyle(waterGradient)
                    .lineStyle(StrokeStyle(lineWidth: 4, lineCap: .round))
            }
        }
        .chartYAxis(.hidden)
        .chartXAxis(showsHours ? .automatic : .hidden)
        .chartXAxis {
            if showsHours {
                AxisMarks(values: .stride(by: 3))
            }
        }
    }
}

struct TideWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tide", provider: TideProvider()) { entry in
            TideChartView(entry: entry)
        }
        .configurationDisplayName("Tide")
        .supportedFamilies([.accessoryRectangular])
    }
}
