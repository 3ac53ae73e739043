import WidgetKit
import SwiftUI

struct RingEntry: TimelineEntry {
    let date: Date
    let fraction: Double
    let label: String
}

struct RingProvider: TimelineProvider {
    func placeholder(in context: Context) -> RingEntry {
        RingEntry(date: .now, fraction: 0.66, label: "Fast")
    }

    func getSnapshot(in context: Context, completion: @escaping (RingEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<RingEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(3600))))
    }
}

struct FastingRingView: View {
    let entry: RingEntry

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.white.opacity(0.25), lineWidth: 6)
            Circle()
                .trim(from: 0, to: entry.fraction)
                .stroke(Color.orange, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(-90))
            VStack(spacing: -2) {
                Text("\(Int(entry.fraction * 16))h")
                    .font(.system(size: 18, weight: .bold, design: .rounded))
                Text(entry.label.uppercased())
                    .font(.system(size: 8, weight: .semibold))
            }
        }
        .padding(3)
    }
}

struct FastingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Fasting", provider: RingProvider()) { entry in
            FastingRingView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .contentMarginsDisabled()
        .configurationDisplayName("Fasting")
        .description("Hours fasted against a 16-hour goal.")
        .supportedFamilies([.accessoryCircular])
    }
}

#Preview(as: .accessoryCircular) {
    FastingWidget()
} timeline: {
    RingEntry(date: .now, fraction: 0.25, label: "Fast")
    RingEntry(date: .now, fraction: 1.0, label: "Done")
}
