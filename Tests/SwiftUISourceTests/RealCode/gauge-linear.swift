import WidgetKit
import SwiftUI

struct ChargeEntry: TimelineEntry {
    let date: Date
    let vehicle: String
    let batteryPercent: Int
    let rangeKm: Int
    let chargeLimit: Int
}

struct ChargeProvider: TimelineProvider {
    func placeholder(in context: Context) -> ChargeEntry {
        ChargeEntry(date: .now, vehicle: "Model 3", batteryPercent: 64, rangeKm: 312, chargeLimit: 80)
    }

    func getSnapshot(in context: Context, completion: @escaping (ChargeEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ChargeEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(900))))
    }
}

struct ChargeWidgetView: View {
    let entry: ChargeEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "bolt.fill")
                Text(entry.vehicle)
                    .font(.headline)
                Spacer()
                Text("\(entry.rangeKm) km")
                    .font(.caption)
                    .monospacedDigit()
            }
            Gauge(value: Double(entry.batteryPercent), in: 0...100) {
                Text("Battery")
            } currentValueLabel: {
                Text("\(entry.batteryPercent)%")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("\(entry.chargeLimit)")
            }
            .gaugeStyle(.accessoryLinear)
        }
    }
}

struct ChargeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "EVCharge", provider: ChargeProvider()) { entry in
            ChargeWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Car Battery")
        .description("Charge and range of your car.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    ChargeWidget()
} timeline: {
    ChargeEntry(date: .now, vehicle: "Ioniq 5", batteryPercent: 12, rangeKm: 41, chargeLimit: 90)
}
