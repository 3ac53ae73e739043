// game-health.yaml as SwiftUI; data in game-health.entry.json.
import SwiftUI
import WidgetKit

struct HeroEntryView: View {
    var entry: HeroEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ProgressView(timerInterval: entry.hurtAt...entry.readyAt, countsDown: false) {
                Text("HP")
            } currentValueLabel: {
                VStack(spacing: 0) {
                    Image(systemName: "heart.fill")
                        .font(.system(size: 13))
                        .widgetAccentable()
                    Text(entry.readyAt, style: .timer)
                        .font(.system(size: 12, weight: .semibold, design: .rounded))
                        .monospacedDigit()
                }
            }
            .progressViewStyle(.circular)
            .tint(.red)
            .widgetURL(URL(string: "questlog://hero/aria"))
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 3) {
                HStack(spacing: 4) {
                    Image(systemName: "heart.fill")
                        .widgetAccentable()
                    Text(entry.hero)
                }
                .font(.headline)
                (Text("Level \(entry.level) · ready in ") + Text(entry.readyAt, style: .timer).bold().monospacedDigit())
                    .font(.footnote)
                ProgressView(timerInterval: entry.hurtAt...entry.readyAt, countsDown: false)
                    .tint(.red)
            }
            .widgetURL(URL(string: "questlog://hero/aria"))
        default:
            ViewThatFits {
                HStack {
                    Image(systemName: "heart.fill")
                    Text("\(entry.hero) · Level \(entry.level) · ready in \(entry.readyAt, style: .timer)")
                }
                HStack {
                    Image(systemName: "heart.fill")
                    Text("Lv \(entry.level) · \(entry.readyAt, style: .timer)")
                }
                Text(entry.readyAt, style: .timer)
            }
        }
    }
}

struct HeroHealthWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HeroHealth", provider: HeroProvider()) { entry in
            HeroEntryView(entry: entry)
        }
        .configurationDisplayName("Hero Health")
        .description("How long until your hero is back to full health.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

struct HeroProvider: TimelineProvider {
    func placeholder(in context: Context) -> HeroEntry {
        HeroEntry(date: .now, hero: "Aria", level: 3, hurtAt: .now.addingTimeInterval(-476), readyAt: .now.addingTimeInterval(724))
    }

    func getSnapshot(in context: Context, completion: @escaping (HeroEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HeroEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

// iOS 18 controls of the same extension, for the Lock Screen's bottom corners (an arrangement's
// `controls`, or `render game-health.swift --control`): a button and a toggle.
import AppIntents

struct ClaimRewardIntent: AppIntent {
    static let title: LocalizedStringResource = "Claim Daily Reward"
    func perform() async throws -> some IntentResult { .result() }
}

struct DailyRewardControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "DailyReward") {
            ControlWidgetButton(action: ClaimRewardIntent()) {
                Label("Daily Reward", systemImage: "star.fill")
            }
        }
        .displayName("Daily Reward")
        .description("Claims today's reward.")
    }
}

struct AutoHealIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Auto-Heal"
    @Parameter(title: "Auto-Heal") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct AutoHealProvider: ControlValueProvider {
    var previewValue: Bool { true }
    func currentValue() async throws -> Bool { false }
}

struct AutoHealControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "AutoHeal", provider: AutoHealProvider()) { isOn in
            ControlWidgetToggle("Auto-Heal", isOn: isOn, action: AutoHealIntent()) { isOn in
                Label(isOn ? "Healing" : "Off", systemImage: isOn ? "heart.fill" : "heart")
            }
            .tint(.pink)
        }
        .displayName("Auto-Heal")
    }
}
