// uv-index.yaml as SwiftUI: one widget for the Lock Screen and for watch faces. On a face the
// corner shows the sun with the UV gauge curved along the bezel (widgetLabel); the circular's
// label runs along the top of the Infograph dial. The iPhone ignores both labels.
import SwiftUI
import WidgetKit

struct UVEntry: TimelineEntry {
    let date: Date
    let index: Int
    let level: String
    /// The index's place on the 0 … 11+ scale, 0 … 1.
    let fraction: Double
}

struct UVIndexView: View {
    var entry: UVEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.fraction) {
                Text("UV")
            } currentValueLabel: {
                Text("\(entry.index)")
                    .font(.system(size: 20, weight: .semibold, design: .rounded))
            }
            .gaugeStyle(.accessoryCircular)
            .tint(.orange)
            .widgetLabel("UV \(entry.level)")
            .widgetURL(URL(string: "weather://uv"))
        case .accessoryCorner:
            Image(systemName: "sun.max.fill")
                .font(.system(size: 20, weight: .medium))
                .widgetAccentable()
                .widgetCurvesContent()
                .widgetLabel {
                    Gauge(value: entry.fraction) {
                        EmptyView()
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("11")
                    }
                    .gaugeStyle(.accessoryLinear)
                    .tint(.orange)
                }
        default:
            // The inline slot comes in many sizes: the short form where the long one does not fit.
            ViewThatFits(in: .horizontal) {
                HStack {
                    Image(systemName: "sun.max.fill")
                    Text("UV \(entry.index) · \(entry.level)")
                }
                HStack {
                    Image(systemName: "sun.max.fill")
                    Text("UV \(entry.index)")
                }
            }
        }
    }
}

struct UVIndexWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "UVIndex", provider: UVProvider()) { entry in
            UVIndexView(entry: entry)
        }
        .configurationDisplayName("UV Index")
        .description("The UV index now and its level, with a curved gauge on watch faces.")
        .supportedFamilies([.accessoryCircular, .accessoryCorner, .accessoryInline])
    }
}

struct UVProvider: TimelineProvider {
    func placeholder(in context: Context) -> UVEntry {
        UVEntry(date: .now, index: 6, level: "High", fraction: 0.55)
    }

    func getSnapshot(in context: Context, completion: @escaping (UVEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<UVEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}
