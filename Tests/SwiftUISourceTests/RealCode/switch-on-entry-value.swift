import WidgetKit
import SwiftUI

struct GlucoseEntry: TimelineEntry {
    let date: Date
    let mgdl: Int
    let trend: String // "up", "flat", "down"
}

struct GlucoseProvider: TimelineProvider {
    func placeholder(in context: Context) -> GlucoseEntry {
        GlucoseEntry(date: .now, mgdl: 112, trend: "flat")
    }

    func getSnapshot(in context: Context, completion: @escaping (GlucoseEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GlucoseEntry>) -> Void) {
        let readings = [(104, "up"), (131, "up"), (186, "up")]
        var entries: [GlucoseEntry] = []
        for (offset, reading) in readings.enumerated() {
            let date = Date.now.addingTimeInterval(Double(offset) * 300)
            entries.append(GlucoseEntry(date: date, mgdl: reading.0, trend: reading.1))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct GlucoseView: View {
    let entry: GlucoseEntry

    var rangeColor: Color {
        switch entry.mgdl {
        case ..<70: return .red
        case 70..<181: return .green
        default: return .orange
        }
    }

    var arrow: String {
        switch entry.trend {
        case "up": return "arrow.up"
        case "down": return "arrow.down"
        default: return "wind"
        }
    }

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            VStack(spacing: -2) {
                Text("\(entry.mgdl)")
                    .font(.system(size: 20, weight: .bold, design: .rounded))
                    .foregroundStyle(rangeColor)
                Image(systemName: arrow)
                    .font(.caption.bold())
                Text("mg/dL")
                    .font(.system(size: 8))
            }
        }
    }
}

struct GlucoseWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "glucose", provider: GlucoseProvider()) { entry in
            GlucoseView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Glucose")
        .description("Latest reading from your sensor.")
        .supportedFamilies([.accessoryCircular])
    }
}

#Preview(as: .accessoryCircular) {
    GlucoseWidget()
} timeline: {
    GlucoseEntry(date: .now, mgdl: 64, trend: "down")
    GlucoseEntry(date: .now, mgdl: 118, trend: "flat")
    GlucoseEntry(date: .now, mgdl: 212, trend: "up")
}
