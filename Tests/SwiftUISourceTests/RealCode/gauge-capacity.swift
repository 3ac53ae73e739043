import WidgetKit
import SwiftUI

struct StorageEntry: TimelineEntry {
    let date: Date
    let usedGB: Double
    let capacityGB: Double
}

struct StorageProvider: TimelineProvider {
    func placeholder(in context: Context) -> StorageEntry {
        StorageEntry(date: .now, usedGB: 181.4, capacityGB: 256)
    }

    func getSnapshot(in context: Context, completion: @escaping (StorageEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StorageEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(6 * 3600))))
    }
}

struct StorageGaugeView: View {
    var entry: StorageEntry
    @Environment(\.widgetFamily) var family

    var freeGB: Int { Int(entry.capacityGB - entry.usedGB) }

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.usedGB, in: 0...entry.capacityGB) {
                Text("GB")
            } currentValueLabel: {
                VStack(spacing: -3) {
                    Text("\(freeGB)")
                        .font(.system(size: 16, weight: .semibold, design: .rounded))
                    Text("free")
                        .font(.system(size: 9))
                }
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(entry.usedGB / entry.capacityGB > 0.9 ? .red : .blue)
        default:
            Gauge(value: entry.usedGB, in: 0...entry.capacityGB) {
                Text("iCloud")
            } currentValueLabel: {
                Text("\(freeGB) GB free")
            }
            .gaugeStyle(.accessoryLinearCapacity)
        }
    }
}

struct StorageWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Storage", provider: StorageProvider()) { entry in
            StorageGaugeView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Storage")
        .description("Free space left.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}

#Preview(as: .accessoryCircular) {
    StorageWidget()
} timeline: {
    StorageEntry(date: .now, usedGB: 240, capacityGB: 256)
    StorageEntry(date: .now, usedGB: 31.5, capacityGB: 128)
}
