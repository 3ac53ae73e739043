import SwiftUI
import WidgetKit

struct BatteryEntry: TimelineEntry {
    let date: Date
    let level: Double
    let cups: Int
    let goal: Int
}

struct BatteryProvider: TimelineProvider {
    func placeholder(in context: Context) -> BatteryEntry {
        BatteryEntry(date: .now, level: 0.64, cups: 5, goal: 8)
    }

    func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// A gauge drawn as one capsule per cup, the first `value × total` of them lit.
struct CupsGaugeStyle: GaugeStyle {
    var total: Int

    func makeBody(configuration: Configuration) -> some View {
        let lit = Int(configuration.value * Double(total))
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
                .font(.headline)
            HStack(spacing: 3) {
                ForEach(0..<total, id: \.self) { index in
                    Capsule()
                        .opacity(index < lit ? 1 : 0.35)
                }
            }
            .frame(height: 8)
        }
    }
}

struct BatteryWidgetView: View {
    var entry: BatteryEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.level) {
                Image(systemName: "battery.100")
            } currentValueLabel: {
                Text(entry.level, format: .percent)
            }
            .gaugeStyle(CircularGaugeStyle(tint: .green))
        default:
            Gauge(value: Double(entry.cups), in: 0...Double(entry.goal)) {
                Text("\(entry.cups) of \(entry.goal) cups")
            }
            .gaugeStyle(CupsGaugeStyle(total: entry.goal))
        }
    }
}

struct BatteryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Battery", provider: BatteryProvider()) { entry in
            BatteryWidgetView(entry: entry)
        }
        .configurationDisplayName("Battery and cups")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}
