import WidgetKit
import SwiftUI

struct CompassEntry: TimelineEntry {
    let date: Date
    let windDegrees: Double
    let speedKnots: Int
    let gusting: Bool
}

struct CompassProvider: TimelineProvider {
    func placeholder(in context: Context) -> CompassEntry {
        CompassEntry(date: .now, windDegrees: 225, speedKnots: 14, gusting: true)
    }

    func getSnapshot(in context: Context, completion: @escaping (CompassEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CompassEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(1200))))
    }
}

struct WindCompassView: View {
    let entry: CompassEntry

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            Text("N")
                .font(.system(size: 8, weight: .bold))
                .offset(y: -24)
            Image(systemName: "arrow.up")
                .font(.system(size: 14, weight: .bold))
                .rotationEffect(.degrees(entry.windDegrees))
                .offset(x: 0, y: -8)
            Text("\(entry.speedKnots)")
                .font(.system(size: 16, weight: .semibold, design: .rounded))
                .offset(y: 10)
            if entry.gusting {
                Image(systemName: "wind")
                    .font(.system(size: 9))
                    .scaleEffect(1.2)
                    .offset(x: 18, y: 18)
            }
        }
    }
}

struct WindWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Wind", provider: CompassProvider()) { entry in
            WindCompassView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Wind")
        .description("Wind direction and speed for sailors.")
        .supportedFamilies([.accessoryCircular])
    }
}

#Preview(as: .accessoryCircular) {
    WindWidget()
} timeline: {
    CompassEntry(date: .now, windDegrees: 90, speedKnots: 6, gusting: false)
    CompassEntry(date: .now, windDegrees: 0, speedKnots: 28, gusting: true)
}
