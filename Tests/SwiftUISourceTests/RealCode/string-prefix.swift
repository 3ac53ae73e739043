import WidgetKit
import SwiftUI

struct Match {
    let home: String
    let away: String
    let homeScore: Int
    let awayScore: Int
    let minute: Int
    let competition: String
}

struct ScoreEntry: TimelineEntry {
    let date: Date
    let match: Match
}

struct ScoreProvider: TimelineProvider {
    func placeholder(in context: Context) -> ScoreEntry {
        ScoreEntry(date: .now, match: Match(home: "Arsenal", away: "Chelsea", homeScore: 2, awayScore: 1, minute: 67, competition: "Premier League"))
    }

    func getSnapshot(in context: Context, completion: @escaping (ScoreEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ScoreEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(60))))
    }
}

struct ScoreWidgetView: View {
    let entry: ScoreEntry
    @Environment(\.widgetFamily) var family

    private func short(_ team: String) -> String {
        String(team.prefix(3)).uppercased()
    }

    var body: some View {
        let match = entry.match
        switch family {
        case .accessoryInline:
            Text("\(short(match.home)) \(match.homeScore)–\(match.awayScore) \(short(match.away)) · \(match.minute)'")
        default:
            VStack(alignment: .leading, spacing: 2) {
                Text(match.competition.prefix(4).uppercased() + " · \(match.minute)'")
                    .font(.caption2.weight(.bold))
                    .foregroundStyle(.secondary)
                HStack {
                    Text(short(match.home))
                    Spacer()
                    Text("\(match.homeScore)")
                        .monospacedDigit()
                }
                HStack {
                    Text(short(match.away))
                    Spacer()
                    Text("\(match.awayScore)")
                        .monospacedDigit()
                }
            }
            .font(.headline)
        }
    }
}

struct ScoreWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LiveScore", provider: ScoreProvider()) { entry in
            ScoreWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Live Score")
        .description("Follow your team's match.")
        .supportedFamilies([.accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .accessoryRectangular) {
    ScoreWidget()
} timeline: {
    ScoreEntry(date: .now, match: Match(home: "Barcelona", away: "Sevilla", homeScore: 0, awayScore: 0, minute: 12, competition: "La Liga"))
}
