import WidgetKit
import SwiftUI

extension View {
    func widgetBackground(_ color: Color) -> some View {
        if #available(iOSApplicationExtension 17.0, *) {
            return containerBackground(for: .widget) {
                color
            }
        } else {
            return background(color)
        }
    }
}

struct BatteryEntry: TimelineEntry {
    let date: Date
    let level: Double
    let isCharging: Bool
    let deviceName: String
}

struct BatteryProvider: TimelineProvider {
    func placeholder(in context: Context) -> BatteryEntry {
        BatteryEntry(date: Date(), level: 0.72, isCharging: false, deviceName: "AirPods")
    }

    func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> ()) {
        let timeline = Timeline(entries: [placeholder(in: context)], policy: .atEnd)
        completion(timeline)
    }
}

struct BatteryWidgetEntryView: View {
    var entry: BatteryProvider.Entry

    var body: some View {
        Gauge(value: entry.level) {
            Image(systemName: entry.isCharging ? "bolt.fill" : "battery.75")
        } currentValueLabel: {
            Text("\(Int(entry.level * 100))")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .widgetBackground(.clear)
    }
}

@main
struct BatteryWidget: Widget {
    let kind: String = "BatteryWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: BatteryProvider()) { entry in
            BatteryWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Battery")
        .description("Charge of your accessories.")
        .supportedFamilies([.accessoryCircular])
    }
}

struct BatteryWidget_Previews: PreviewProvider {
    static var previews: some View {
        BatteryWidgetEntryView(entry: BatteryEntry(date: Date(), level: 0.18, isCharging: true, deviceName: "Watch"))
            .previewContext(WidgetPreviewContext(family: .accessoryCircular))
    }
}
