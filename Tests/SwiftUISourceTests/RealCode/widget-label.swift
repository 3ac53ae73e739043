import WidgetKit
import SwiftUI

struct HeartEntry: TimelineEntry {
    let date: Date
    let bpm: Int
    let restingBPM: Int
    let measuredAt: Date
}

struct HeartProvider: TimelineProvider {
    func placeholder(in context: Context) -> HeartEntry {
        HeartEntry(date: .now, bpm: 72, restingBPM: 58, measuredAt: .now)
    }

    func getSnapshot(in context: Context, completion: @escaping (HeartEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HeartEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(600))))
    }
}

struct HeartCircularView: View {
    let entry: HeartEntry

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            VStack(spacing: 0) {
                Image(systemName: "heart.fill")
                    .font(.system(size: 12))
                    .widgetAccentable()
                Text("\(entry.bpm)")
                    .font(.system(size: 20, weight: .semibold, design: .rounded))
            }
        }
        .widgetLabel {
            Text("Resting \(entry.restingBPM) BPM")
        }
    }
}

struct HeartGaugeView: View {
    let entry: HeartEntry

    var body: some View {
        Gauge(value: Double(entry.bpm), in: 40...180) {
            Image(systemName: "heart.fill")
        } currentValueLabel: {
            Text("\(entry.bpm)")
        }
        .gaugeStyle(.accessoryCircular)
        .widgetLabel("BPM")
    }
}

struct HeartRateWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HeartRate", provider: HeartProvider()) { entry in
            HeartCircularView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Heart Rate")
        .description("Latest heart rate, with your resting rate as a label on watch faces.")
        .supportedFamilies([.accessoryCircular])
    }
}

#Preview(as: .accessoryCircular) {
    HeartRateWidget()
} timeline: {
    HeartEntry(date: .now, bpm: 131, restingBPM: 55, measuredAt: .now)
}
