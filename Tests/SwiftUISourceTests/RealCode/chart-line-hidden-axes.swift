import WidgetKit
import SwiftUI
import Charts

struct GlucoseReading: Identifiable {
    let id: Int
    let minutesAgo: Int
    let value: Double
}

struct GlucoseEntry: TimelineEntry {
    let date: Date
    let readings: [GlucoseReading]
    var latest: Double { readings.last?.value ?? 0 }
}

struct GlucoseProvider: TimelineProvider {
    func placeholder(in context: Context) -> GlucoseEntry {
        GlucoseEntry(date: .now, readings: Self.sample)
    }

    func getSnapshot(in context: Context, completion: @escaping (GlucoseEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GlucoseEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }

    static let sample: [GlucoseReading] = [90, 96, 104, 118, 131, 142, 150, 163, 171, 176].enumerated().map { index, value in
        GlucoseReading(id: index, minutesAgo: (9 - index) * 5, value: value)
    }
}

struct GlucoseChartView: View {
    var entry: GlucoseEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("\(Int(entry.latest)) mg/dL")
                .font(.headline)
            Chart(entry.readings) { reading in
                LineMark(
                    x: .value("Time", entry.date.addingTimeInterval(Double(-reading.minutesAgo * 60))),
                    y: .value("Glucose", reading.value)
                )
                .lineStyle(StrokeStyle(lineWidth: 2))
                .interpolationMethod(.monotone)
            }
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartYScale(domain: 60...200)
        }
    }
}

struct GlucoseWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Glucose", provider: GlucoseProvider()) { entry in
            GlucoseChartView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Glucose")
        .supportedFamilies([.accessoryRectangular])
    }
}
