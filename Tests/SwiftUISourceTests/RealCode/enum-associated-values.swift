import WidgetKit
import SwiftUI

enum FlightStatus {
    case scheduled(departure: Date)
    case delayed(minutes: Int, departure: Date)
    case boarding(gate: String)
    case cancelled
}

struct FlightEntry: TimelineEntry {
    let date: Date
    let flightNumber: String
    let route: String
    let status: FlightStatus
}

struct FlightProvider: TimelineProvider {
    func placeholder(in context: Context) -> FlightEntry {
        FlightEntry(date: .now, flightNumber: "LH 1172", route: "FRA → LIS", status: .delayed(minutes: 25, departure: .now.addingTimeInterval(5400)))
    }

    func getSnapshot(in context: Context, completion: @escaping (FlightEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FlightEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(600))))
    }
}

struct FlightEntryView: View {
    let entry: FlightEntry

    var isProblem: Bool {
        if case .cancelled = entry.status { return true }
        if case .delayed(let minutes, _) = entry.status, minutes >= 60 { return true }
        return false
    }

    @ViewBuilder
    var statusLine: some View {
        switch entry.status {
        case .scheduled(let departure):
            Text("Departs \(departure, style: .time)")
        case let .delayed(minutes, departure):
            Text("+\(minutes) min · \(departure, style: .time)")
        case .boarding(let gate):
            Text("Boarding · Gate \(gate)")
        case .cancelled:
            Text("Cancelled")
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 4) {
                Image(systemName: "airplane")
                Text(entry.flightNumber)
                if isProblem {
                    Image(systemName: "xmark")
                        .foregroundStyle(.red)
                }
            }
            .font(.headline)
            Text(entry.route)
            statusLine
                .font(.caption)
                .foregroundStyle(isProblem ? .red : .secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct FlightWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Flight", provider: FlightProvider()) { entry in
            FlightEntryView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("My Flight")
        .description("Status of your next flight.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    FlightWidget()
} timeline: {
    FlightEntry(date: .now, flightNumber: "BA 492", route: "LHR → MAD", status: .boarding(gate: "B32"))
    FlightEntry(date: .now, flightNumber: "KL 1002", route: "AMS → LHR", status: .cancelled)
    FlightEntry(date: .now, flightNumber: "AF 1280", route: "CDG → OSL", status: .scheduled(departure: .now.addingTimeInterval(3 * 3600)))
}
