import WidgetKit
import SwiftUI

struct PlantEntry: TimelineEntry {
    let date: Date
    let plantName: String
    let moisture: Double
    let daysSinceWatered: Int
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> PlantEntry {
        PlantEntry(date: Date(), plantName: "Monstera", moisture: 0.31, daysSinceWatered: 4)
    }

    func getSnapshot(in context: Context, completion: @escaping (PlantEntry) -> ()) {
        let entry = PlantStore.shared.latest() ?? placeholder(in: context)
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PlantEntry>) -> ()) {
        Task {
            let readings = try await SensorAPI.fetchReadings()
            let entries = readings.map { PlantEntry(date: $0.timestamp, plantName: $0.name, moisture: $0.moisture, daysSinceWatered: $0.days) }
            completion(Timeline(entries: entries, policy: .after(Date().addingTimeInterval(1800))))
        }
    }
}

struct PlantWidgetEntryView : View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.moisture) {
                Image(systemName: "drop.fill")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        case .accessoryInline:
            Text("\(entry.plantName) · \(entry.daysSinceWatered)d since water")
        default:
            VStack(alignment: .leading) {
                Text(entry.plantName)
                    .font(.headline)
                Gauge(value: entry.moisture) {
                    Image(systemName: "drop.fill")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                Text(entry.moisture < 0.35 ? "Needs water" : "Happy")
                    .font(.caption)
            }
        }
    }
}

struct PlantWidget: Widget {
    let kind: String = "PlantWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            if #available(iOS 17.0, *) {
                PlantWidgetEntryView(entry: entry)
                    .containerBackground(.fill.tertiary, for: .widget)
            } else {
                PlantWidgetEntryView(entry: entry)
                    .padding()
                    .background()
            }
        }
        .configurationDisplayName("Plant")
        .description("Soil moisture of your plant.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
