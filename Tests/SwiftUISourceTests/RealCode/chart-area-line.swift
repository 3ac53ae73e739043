import WidgetKit
import SwiftUI
import Charts

struct HourlyTemperature: Identifiable {
    var id: Date { date }
    let date: Date
    let degrees: Double
}

struct ForecastEntry: TimelineEntry {
    let date: Date
    let hours: [HourlyTemperature]
}

struct ForecastProvider: TimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry { sample(at: .now) }

    func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) {
        completion(sample(at: .now))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
        completion(Timeline(entries: [sample(at: .now)], policy: .atEnd))
    }

    func sample(at date: Date) -> ForecastEntry {
        let start = Calendar.current.date(bySettingHour: 9, minute: 0, second: 0, of: date)!
        let degrees: [Double] = [12, 14, 17, 19, 21, 22, 21, 18, 15]
        let hours = degrees.enumerated().map { index, value in
            HourlyTemperature(date: start.addingTimeInterval(Double(index) * 3600), degrees: value)
        }
        return ForecastEntry(date: date, hours: hours)
    }
}

struct ForecastChartView: View {
    var entry: ForecastEntry

    var body: some View {
        Chart {
            ForEach(entry.hours) { hour in
                AreaMark(
                    x: .value("Hour", hour.date),
                    y: .value("Temperature", hour.degrees)
                )
                .foregroundStyle(.blue.opacity(0.3))
                .interpolationMethod(.catmullRom)
                LineMark(
                    x: .value("Hour", hour.date),
                    y: .value("Temperature", hour.degrees)
                )
                .interpolationMethod(.catmullRom)
            }
        }
        .chartLegend(.hidden)
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour, count: 3))
        }
    }
}

struct ForecastWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Forecast", provider: ForecastProvider()) { entry in
            ForecastChartView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Temperature")
        .supportedFamilies([.accessoryRectangular])
    }
}
