import WidgetKit

struct Departure: Hashable {
    let line: String
    let destination: String
    let minutes: Int
}

struct DeparturesEntry: TimelineEntry {
    let date: Date
    let station: String
    let departures: [Departure]

    var next: Departure? { departures.min { $0.minutes < $1.minutes } }

    static let sample = DeparturesEntry(date: .now, station: "Central", departures: [
        Departure(line: "S1", destination: "Airport", minutes: 4),
        Departure(line: "S3", destination: "Harbour", minutes: 11),
    ])
}
