import WidgetKit
import SwiftUI

struct BatteryEntry: TimelineEntry {
    let date: Date
    let level: Double
    let isCharging: Bool
}

struct BatteryProvider: TimelineProvider {
    func placeholder(in context: Context) -> BatteryEntry {
        BatteryEntry(date: .now, level: 0.64, isCharging: false)
    }

    func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct BatteryWidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: BatteryEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.level) {
                Image(systemName: entry.isCharging ? "bolt.fill" : "battery.100")
            } currentValueLabel: {
                Text(entry.level, format: .percent.precision(.fractionLength(0)))
            }
            .gaugeStyle(.accessoryCircularCapacity)
        case .accessoryInline:
            Text("Battery \(Int(entry.level * 100))%")
        default:
            VStack(alignment: .leading) {
                Text(entry.isCharging ? "Charging" : "On battery")
                    .font(.headline)
                Text(entry.level, format: .percent.precision(.fractionLength(0)))
                    .font(.title2)
            }
        }
    }
}

struct BatteryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Battery", provider: BatteryProvider()) { entry in
            BatteryWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Battery")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview("Charging", as: .accessoryCircular) {
    BatteryWidget()
} timeline: {
    BatteryEntry(date: .now, level: 0.8, isCharging: true)
    BatteryEntry(date: .now.addingTimeInterval(600), level: 0.85, isCharging: true)
}

#Preview("Low", as: .accessoryRectangular) {
    BatteryWidget()
} timeline: {
    BatteryEntry(date: .now, level: 0.12, isCharging: false)
}

#Preview(as: .accessoryInline) {
    BatteryWidget()
} timeline: {
    BatteryEntry(date: .now, level: 0.5, isCharging: false)
}
