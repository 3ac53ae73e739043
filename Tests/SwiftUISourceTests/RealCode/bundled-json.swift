// Bundled data in the style of transit widgets: a JSON file in the extension, read through
// Bundle.main and a generic loader, decoded by a type with its own init(from:).
import SwiftUI
import WidgetKit

enum Language: String {
    case english, hebrew
}

struct Station: Decodable, Identifiable {
    let id: String
    let name: String
    let image: String?

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.decode(String.self, forKey: .id)
        name = try values.decode(String.self, forKey: CodingKeys(rawValue: Language.english.rawValue)!)
        image = try values.decodeIfPresent(String.self, forKey: .image)
    }

    enum CodingKeys: String, CodingKey {
        case id, image, english, hebrew
    }
}

let stations: [Station] = load("TrainStations.json")

func load<T: Decodable>(_ filename: String) -> T {
    guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else {
        fatalError("Couldn't find \(filename) in main bundle.")
    }
    do {
        let data = try Data(contentsOf: file)
        return try JSONDecoder().decode(T.self, from: data)
    } catch {
        fatalError("Couldn't parse \(filename) as \(T.self):\n\(error)")
    }
}

func stationName(_ id: Int) -> String {
    stations.first { $0.id == String(id) }?.name ?? "ERR"
}

struct TrainEntry: TimelineEntry {
    let date: Date
    let origin: Int
    let destination: Int
    let departure: String
}

struct TrainProvider: TimelineProvider {
    func placeholder(in context: Context) -> TrainEntry {
        TrainEntry(date: .now, origin: 3700, destination: 680, departure: "09:43")
    }

    func getSnapshot(in context: Context, completion: @escaping (TrainEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TrainEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct TrainView: View {
    let entry: TrainEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(stationName(entry.origin))
                .font(.headline)
                .lineLimit(1)
            Text("to \(stationName(entry.destination))")
                .lineLimit(1)
            Text(entry.departure)
                .font(.title3.bold())
        }
    }
}

struct TrainWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Train", provider: TrainProvider()) { entry in
            TrainView(entry: entry)
        }
        .supportedFamilies([.accessoryRectangular])
    }
}
