import WidgetKit
import SwiftUI

struct Departure {
    var line: String
    var destination: String
    var minutes: Int
}

struct TransitEntry: TimelineEntry {
    var date: Date
    var stopName: String
    var departures: [Departure]
}

struct TransitProvider: TimelineProvider {
    func placeholder(in context: Context) -> TransitEntry {
        TransitEntry(date: .now, stopName: "Alexanderplatz", departures: [
            Departure(line: "U2", destination: "Pankow", minutes: 3),
            Departure(line: "U8", destination: "Wittenau", minutes: 7),
        ])
    }

    func getSnapshot(in context: Context, completion: @escaping (TransitEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TransitEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(60))))
    }
}

struct TransitEntryView: View {
    let entry: TransitEntry

    func headline() -> String {
        guard let first = entry.departures.first else {
            return "No departures"
        }
        guard first.minutes > 0 else {
            return "\(first.line) now"
        }
        return "\(first.line) in \(first.minutes) min"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(entry.stopName)
                .font(.caption2.weight(.bold))
                .textCase(.uppercase)
                .foregroundStyle(.secondary)
            Text(headline())
                .font(.headline)
                .widgetAccentable()
            if entry.departures.count > 1 {
                let second = entry.departures[1]
                Text("then \(second.line) · \(second.minutes) min")
                    .font(.caption)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct TransitWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.transit.next", provider: TransitProvider()) { entry in
            TransitEntryView(entry: entry)
                .containerBackground(for: .widget) { Color.clear }
        }
        .configurationDisplayName("Next Departure")
        .description("Departures from your favourite stop.")
        .supportedFamilies([.accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .accessoryRectangular) {
    TransitWidget()
} timeline: {
    TransitEntry(date: .now, stopName: "Alexanderplatz", departures: [Departure(line: "U2", destination: "Pankow", minutes: 0), Departure(line: "U5", destination: "Hönow", minutes: 4)])
    TransitEntry(date: .now, stopName: "Hackescher Markt", departures: [])
}
