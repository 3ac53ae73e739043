import WidgetKit
import SwiftUI

struct BatteryEntry: TimelineEntry {
    let date: Date
    let level: Double
    let device: String
}

struct BatteryProvider: TimelineProvider {
    func placeholder(in context: Context) -> BatteryEntry {
        BatteryEntry(date: .now, level: 0.62, device: "AirPods")
    }

    func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct BatteryBar: View {
    let level: Double

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(.white.opacity(0.3))
                Capsule()
                    .fill(.green)
                    .frame(width: geometry.size.width * level)
            }
        }
        .frame(height: 8)
    }
}

struct BatteryView: View {
    @Environment(\.widgetFamily) var family
    let entry: BatteryEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            GeometryReader { proxy in
                let side = min(proxy.size.width, proxy.size.height)
                ZStack {
                    Circle()
                        .fill(.green)
                        .frame(width: side * entry.level, height: side * entry.level)
                    Text("\(Int(entry.level * 100))")
                        .font(.system(size: side / 3, weight: .bold))
                }
                .frame(width: proxy.size.width, height: proxy.size.height)
            }
        default:
            VStack(alignment: .leading, spacing: 4) {
                Text(entry.device)
                    .font(.headline)
                BatteryBar(level: entry.level)
                Text(entry.level, format: .percent)
                    .font(.caption)
            }
        }
    }
}

struct BatteryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Battery", provider: BatteryProvider()) { entry in
            BatteryView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Battery")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    BatteryWidget()
} timeline: {
    BatteryEntry(date: .now, level: 0.25, device: "iPhone")
}
