import SwiftUI
import WidgetKit

struct FeederEntry: TimelineEntry {
    let date: Date
    let waterLeft: TimeInterval
    let foodLeft: TimeInterval
    let waterLevel: Double
    let foodLevel: Double
}

struct FeederProvider: TimelineProvider {
    func placeholder(in context: Context) -> FeederEntry {
        FeederEntry(date: .now, waterLeft: 60 * 60 * 5, foodLeft: 60 * 60 * 3, waterLevel: 0.6, foodLevel: 0.4)
    }

    func getSnapshot(in context: Context, completion: @escaping (FeederEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FeederEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct FeederWidgetView: View {
    let entry: FeederEntry
    private static let hoursLeft = Duration.UnitsFormatStyle(allowedUnits: [.hours], width: .wide)

    var body: some View {
        Grid(alignment: .leading) {
            GridRow {
                Image(systemName: "drop.fill")
                Text(Duration.seconds(entry.waterLeft), format: Self.hoursLeft)
                Gauge(value: entry.waterLevel) { EmptyView() }
                    .labelsHidden()
            }
            GridRow {
                Image(systemName: "fork.knife")
                Text(Duration.seconds(entry.foodLeft).formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))
                Gauge(value: entry.foodLevel) { EmptyView() }
                    .labelsHidden()
            }
        }
        .font(.caption)
    }
}

struct FeederWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Feeder", provider: FeederProvider()) { entry in
            FeederWidgetView(entry: entry)
        }
        .configurationDisplayName("Feeder")
        .supportedFamilies([.accessoryRectangular])
    }
}
