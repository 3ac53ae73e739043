import WidgetKit
import SwiftUI

struct SleepEntry: TimelineEntry {
    let date: Date
    let bedtime: Date
    let wake: Date
    let targetHours: Double
}

extension SleepEntry {
    var hoursSlept: Double {
        wake.timeIntervalSince(bedtime) / 3600
    }

    var score: Int {
        Int(min(hoursSlept / targetHours, 1) * 100)
    }

    var summary: String {
        let hours = Int(hoursSlept)
        let minutes = Int((hoursSlept - Double(hours)) * 60)
        return "\(hours)h \(minutes)m"
    }

    static let sample = SleepEntry(
        date: Date(timeIntervalSince1970: 1_780_911_660),
        bedtime: Date(timeIntervalSince1970: 1_780_882_200),
        wake: Date(timeIntervalSince1970: 1_780_908_600),
        targetHours: 8
    )
}

struct SleepProvider: TimelineProvider {
    func placeholder(in context: Context) -> SleepEntry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (SleepEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SleepEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .never))
    }
}

struct SleepWidgetView: View {
    var entry: SleepEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: Double(entry.score), in: 0...100) {
                Image(systemName: "moon.fill")
            } currentValueLabel: {
                Text("\(entry.score)")
            }
            .gaugeStyle(.accessoryCircular)
        default:
            VStack(alignment: .leading) {
                Label("Sleep", systemImage: "moon.fill")
                    .font(.headline)
                Text(entry.summary)
                    .font(.title3.weight(.semibold))
                Text("Score \(entry.score)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct SleepWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Sleep", provider: SleepProvider()) { entry in
            SleepWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Last Night")
        .description("How long you slept.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}
