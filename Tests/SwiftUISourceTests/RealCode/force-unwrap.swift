import WidgetKit
import SwiftUI

struct ParkingEntry: TimelineEntry {
    let date: Date
    let zone: String
    let expires: Date
}

struct ParkingProvider: TimelineProvider {
    func placeholder(in context: Context) -> ParkingEntry {
        ParkingEntry(date: .now, zone: "Zone 42", expires: Calendar.current.date(byAdding: .minute, value: 30, to: .now)!)
    }

    func getSnapshot(in context: Context, completion: @escaping (ParkingEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ParkingEntry>) -> Void) {
        let started = Date.now
        let expires = Calendar.current.date(byAdding: .hour, value: 2, to: started)!
        let entry = ParkingEntry(date: started, zone: UserDefaults(suiteName: "group.com.example.parking")!.string(forKey: "zone") ?? "Zone 42", expires: expires)
        completion(Timeline(entries: [entry], policy: .after(expires)))
    }
}

struct ParkingWidgetEntryView: View {
    var entry: ParkingEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ProgressView(timerInterval: entry.date...entry.expires, countsDown: true) {
                Image(systemName: "car.fill")
            } currentValueLabel: {
                Image(systemName: "car.fill")
            }
            .progressViewStyle(.circular)
        default:
            VStack(alignment: .leading) {
                Label(entry.zone, systemImage: "car.fill")
                    .font(.headline)
                Text(entry.expires, style: .timer)
                    .font(.title3.monospacedDigit())
                Text("until \(entry.expires, style: .time)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct ParkingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Parking", provider: ParkingProvider()) { entry in
            ParkingWidgetEntryView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Parking Meter")
        .description("Time left on your parking session.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}
