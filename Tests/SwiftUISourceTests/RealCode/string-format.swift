import WidgetKit
import SwiftUI

struct SugarEntry: TimelineEntry {
    let date: Date
    let mmol: Double
    let delta: Double
    let minutesAgo: Int
}

struct SugarProvider: TimelineProvider {
    func placeholder(in context: Context) -> SugarEntry {
        SugarEntry(date: .now, mmol: 6.4, delta: 0.3, minutesAgo: 2)
    }

    func getSnapshot(in context: Context, completion: @escaping (SugarEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SugarEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(300))))
    }
}

struct SugarWidgetView: View {
    let entry: SugarEntry
    @Environment(\.widgetFamily) var family

    var value: String { String(format: "%.1f", entry.mmol) }
    var delta: String { String(format: "%+.1f", entry.delta) }

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Text(value)
                        .font(.system(size: 22, weight: .bold, design: .rounded))
                    Text(delta)
                        .font(.caption2)
                }
            }
        case .accessoryInline:
            Text(String(format: "%@ mmol/L (%@) · %dm ago", value, delta, entry.minutesAgo))
        default:
            HStack(alignment: .firstTextBaseline) {
                Text(value)
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                VStack(alignment: .leading) {
                    Text("mmol/L")
                    Text(String(format: "%@ · %d min", delta, entry.minutesAgo))
                        .foregroundStyle(.secondary)
                }
                .font(.caption)
            }
        }
    }
}

struct SugarWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Sugar", provider: SugarProvider()) { entry in
            SugarWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Blood Sugar")
        .description("Your latest CGM reading in mmol/L.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .accessoryRectangular) {
    SugarWidget()
} timeline: {
    SugarEntry(date: .now, mmol: 11.25, delta: -0.8, minutesAgo: 5)
}
