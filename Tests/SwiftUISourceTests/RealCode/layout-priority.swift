import WidgetKit
import SwiftUI

struct ArrivalEntry: TimelineEntry {
    let date: Date
    let destination: String
    let arrival: Date
}

struct ArrivalProvider: TimelineProvider {
    func placeholder(in context: Context) -> ArrivalEntry {
        ArrivalEntry(date: .now, destination: "Alexanderplatz via Hauptbahnhof", arrival: .now.addingTimeInterval(25 * 60))
    }

    func getSnapshot(in context: Context, completion: @escaping (ArrivalEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ArrivalEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct ArrivalView: View {
    let entry: ArrivalEntry

    static let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 4) {
                Text(entry.destination)
                    .lineLimit(1)
                Text(entry.arrival, formatter: Self.timeFormatter)
                    .bold()
                    .layoutPriority(1)
            }
            Text("Platform 4")
                .font(.caption)
                .fixedSize()
        }
    }
}

struct ArrivalWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Arrival", provider: ArrivalProvider()) { entry in
            ArrivalView(entry: entry)
        }
        .configurationDisplayName("Arrival")
        .supportedFamilies([.accessoryRectangular])
    }
}
