import WidgetKit

struct DeparturesProvider: TimelineProvider {
    func placeholder(in context: Context) -> DeparturesEntry {
        .sample
    }

    func getSnapshot(in context: Context, completion: @escaping (DeparturesEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<DeparturesEntry>) -> Void) {
        let entries = (0..<3).map { step in
            DeparturesEntry(date: .now.addingTimeInterval(Double(step) * 60), station: "Central",
                            departures: DeparturesEntry.sample.departures.map {
                                Departure(line: $0.line, destination: $0.destination, minutes: max($0.minutes - step, 0))
                            })
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}
