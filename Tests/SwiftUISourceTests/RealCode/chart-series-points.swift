import WidgetKit
import SwiftUI
import Charts

struct CityTemperature: Identifiable {
    var id: String { city + String(hour) }
    let city: String
    let hour: Int
    let degrees: Double
}

struct CitiesEntry: TimelineEntry {
    let date: Date
    let temperatures: [CityTemperature]
}

struct CitiesProvider: TimelineProvider {
    func placeholder(in context: Context) -> CitiesEntry {
        let oslo: [Double] = [4, 6, 9, 11, 10]
        let rome: [Double] = [14, 17, 21, 24, 22]
        var temperatures: [CityTemperature] = []
        for (hour, degrees) in oslo.enumerated() {
            temperatures.append(CityTemperature(city: "Oslo", hour: hour * 3, degrees: degrees))
        }
        for (hour, degrees) in rome.enumerated() {
            temperatures.append(CityTemperature(city: "Rome", hour: hour * 3, degrees: degrees))
        }
        return CitiesEntry(date: .now, temperatures: temperatures)
    }

    func getSnapshot(in context: Context, completion: @escaping (CitiesEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CitiesEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct CitiesChartView: View {
    @Environment(\.widgetFamily) private var family
    var entry: CitiesEntry

    var body: some View {
        Chart(entry.temperatures) { item in
            LineMark(x: .value("Hour", item.hour), y: .value("Temperature", item.degrees))
                .foregroundStyle(by: .value("City", item.city))
            PointMark(x: .value("Hour", item.hour), y: .value("Temperature", item.degrees))
                .foregroundStyle(by: .value("City", item.city))
                .symbolSize(family == .accessoryCircular ? 12 : 20)
        }
        .chartForegroundStyleScale(["Oslo": Color.cyan, "Rome": Color.orange])
        .chartLegend(family == .accessoryCircular ? .hidden : .visible)
        .chartXAxis(family == .accessoryCircular ? .hidden : .automatic)
        .chartYAxis(family == .accessoryCircular ? .hidden : .automatic)
        .chartYScale(domain: .automatic(includesZero: false))
        .padding(family == .accessoryCircular ? 8 : 0)
    }
}

struct CitiesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Cities", provider: CitiesProvider()) { entry in
            CitiesChartView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Two Cities")
        .supportedFamilies([.accessoryRectangular, .accessoryCircular])
    }
}
