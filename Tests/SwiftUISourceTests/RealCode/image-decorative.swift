import WidgetKit
import SwiftUI

struct TeamEntry: TimelineEntry {
    let date: Date
    let team: String
    let opponent: String
    let kickoff: Date
    let isHome: Bool
}

struct FixtureProvider: TimelineProvider {
    func placeholder(in context: Context) -> TeamEntry {
        TeamEntry(date: .now, team: "Rovers", opponent: "United", kickoff: Date(timeIntervalSince1970: 1_780_945_200), isHome: true)
    }

    func getSnapshot(in context: Context, completion: @escaping (TeamEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TeamEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct FixtureWidgetView: View {
    var entry: TeamEntry

    var body: some View {
        HStack(spacing: 6) {
            Image(decorative: "album-art")
                .resizable()
                .scaledToFit()
                .frame(width: 36, height: 36)
                .clipShape(Circle())
            VStack(alignment: .leading, spacing: 0) {
                Text(entry.isHome ? "vs \(entry.opponent)" : "@ \(entry.opponent)")
                    .font(.headline)
                Text(entry.kickoff, format: .dateTime.weekday(.abbreviated).hour().minute())
                    .font(.caption)
                Text(entry.isHome ? "Home" : "Away")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
    }
}

struct FixtureWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Fixture", provider: FixtureProvider()) { entry in
            FixtureWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Next Match")
        .description("Your team's next fixture.")
        .supportedFamilies([.accessoryRectangular])
    }
}
