import WidgetKit
import SwiftUI

struct ScoreboardEntry: TimelineEntry {
    let date: Date
    let homeTeam: String
    let awayTeam: String
    let homeRuns: Int
    let awayRuns: Int
    let inning: String
}

struct ScoreboardProvider: TimelineProvider {
    func placeholder(in context: Context) -> ScoreboardEntry {
        ScoreboardEntry(date: .now, homeTeam: "SEA", awayTeam: "NYY", homeRuns: 4, awayRuns: 3, inning: "▲ 8th")
    }

    func getSnapshot(in context: Context, completion: @escaping (ScoreboardEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ScoreboardEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(120))))
    }
}

struct ScoreboardView: View {
    let entry: ScoreboardEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.inning.uppercased())
                .font(.caption2.weight(.bold))
                .foregroundStyle(.secondary)
            HStack {
                Text(entry.awayTeam)
                    .font(.system(size: 15, weight: .semibold, design: .rounded))
                Spacer()
                Text("\(entry.awayRuns)")
                    .font(.system(size: 17, weight: .heavy, design: .monospaced))
                    .monospacedDigit()
            }
            HStack {
                Text(entry.homeTeam)
                    .font(.system(size: 15, weight: .semibold, design: .rounded))
                Spacer()
                Text("\(entry.homeRuns)")
                    .font(.system(size: 17, weight: .heavy, design: .monospaced))
                    .monospacedDigit()
            }
            Text("Updated \(entry.date.formatted(date: .omitted, time: .shortened))")
                .font(.system(.caption2, design: .serif).italic())
        }
    }
}

struct ScoreboardWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Scoreboard", provider: ScoreboardProvider()) { entry in
            ScoreboardView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Baseball")
        .description("Live score for your team.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    ScoreboardWidget()
} timeline: {
    ScoreboardEntry(date: Date(timeIntervalSince1970: 1_780_911_660), homeTeam: "BOS", awayTeam: "TOR", homeRuns: 11, awayRuns: 0, inning: "Final")
}
