import WidgetKit
import SwiftUI

struct UVEntry: TimelineEntry {
    let date: Date
    let index: Double
    let peak: Double
}

struct UVProvider: TimelineProvider {
    func placeholder(in context: Context) -> UVEntry {
        UVEntry(date: .now, index: 6, peak: 8)
    }

    func getSnapshot(in context: Context, completion: @escaping (UVEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<UVEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct UVGaugeView: View {
    let entry: UVEntry

    var gradient: Gradient {
        Gradient(colors: [.green, .yellow, .orange, .red, .purple])
    }

    var body: some View {
        Gauge(value: entry.index, in: 0...11) {
            Image(systemName: "sun.max.fill")
        } currentValueLabel: {
            Text(entry.index, format: .number.precision(.fractionLength(0)))
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("11+")
        }
        .gaugeStyle(.accessoryCircular)
        .tint(gradient)
    }
}

struct UVWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "UVIndex", provider: UVProvider()) { entry in
            UVGaugeView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("UV Index")
        .description("Current UV index.")
        .supportedFamilies([.accessoryCircular])
    }
}

#Preview(as: .accessoryCircular) {
    UVWidget()
} timeline: {
    UVEntry(date: .now, index: 2, peak: 5)
    UVEntry(date: .now, index: 10, peak: 10)
}
