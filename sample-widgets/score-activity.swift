// A Live Activity: a football match, as ActivityKit code has it. The score and the minute are the
// state that changes; the clubs and their colours are the attributes. Draw it with
// render score-activity.swift (the Lock Screen) or --activity compact, minimal, expanded.
import ActivityKit
import SwiftUI
import WidgetKit

struct MatchAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var homeGoals: Int
        var awayGoals: Int
        var minute: Int
        var lastEvent: String
    }

    var competition: String
    var home: String
    var away: String
    var homeColor: Color
    var awayColor: Color
}

/// One club: its initials on a disc of its colour, its name under it.
struct ClubBadge: View {
    let name: String
    let color: Color

    var body: some View {
        VStack(spacing: 4) {
            Text(String(name.prefix(3)).uppercased())
                .font(.caption.weight(.bold))
                .foregroundStyle(.white)
                .frame(width: 36, height: 36)
                .background(Circle().fill(color))
            Text(name)
                .font(.caption2)
                .lineLimit(1)
        }
    }
}

struct MatchLockScreenView: View {
    let context: ActivityViewContext<MatchAttributes>

    var body: some View {
        VStack(spacing: 8) {
            Text(context.attributes.competition)
                .font(.caption)
                .foregroundStyle(.secondary)
            HStack {
                ClubBadge(name: context.attributes.home, color: context.attributes.homeColor)
                Spacer()
                Text("\(context.state.homeGoals) – \(context.state.awayGoals)")
                    .font(.largeTitle.weight(.bold))
                    .monospacedDigit()
                Spacer()
                ClubBadge(name: context.attributes.away, color: context.attributes.awayColor)
            }
            Text("\(context.state.minute)′ · \(context.state.lastEvent)")
                .font(.footnote)
                .lineLimit(1)
        }
        .padding()
    }
}

struct MatchActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchAttributes.self) { context in
            MatchLockScreenView(context: context)
                .background(LinearGradient(colors: [context.attributes.homeColor.opacity(0.55), context.attributes.awayColor.opacity(0.55)],
                                           startPoint: .leading, endPoint: .trailing))
                .activityBackgroundTint(Color.black.opacity(0.6))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ClubBadge(name: context.attributes.home, color: context.attributes.homeColor)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ClubBadge(name: context.attributes.away, color: context.attributes.awayColor)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("\(context.state.homeGoals) – \(context.state.awayGoals)")
                        .font(.title.weight(.bold))
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("\(context.state.minute)′ · \(context.state.lastEvent)")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            } compactLeading: {
                // The club's colour and its goals: the HIG's compact side (52.33 pt) has no room for a name.
                HStack(spacing: 4) {
                    Circle().fill(context.attributes.homeColor).frame(width: 10, height: 10)
                    Text("\(context.state.homeGoals)")
                }
            } compactTrailing: {
                HStack(spacing: 4) {
                    Text("\(context.state.awayGoals)")
                    Circle().fill(context.attributes.awayColor).frame(width: 10, height: 10)
                }
            } minimal: {
                Text("\(context.state.homeGoals)–\(context.state.awayGoals)")
                    .font(.caption2.weight(.bold))
            }
            .keylineTint(context.attributes.homeColor)
        }
    }
}

extension MatchAttributes {
    static var preview: MatchAttributes {
        MatchAttributes(competition: "Harbour League", home: "Rovers", away: "Wanderers",
                        homeColor: Color(red: 0.78, green: 0.1, blue: 0.16), awayColor: Color(red: 0.1, green: 0.36, blue: 0.78))
    }
}

#Preview("Match", as: .content, using: MatchAttributes.preview) {
    MatchActivityWidget()
} contentStates: {
    MatchAttributes.ContentState(homeGoals: 1, awayGoals: 0, minute: 23, lastEvent: "Goal! Okafor heads in")
    MatchAttributes.ContentState(homeGoals: 1, awayGoals: 1, minute: 67, lastEvent: "Penalty scored by Lindqvist")
}
