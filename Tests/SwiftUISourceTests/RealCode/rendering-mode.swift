import WidgetKit
import SwiftUI

struct AQIEntry: TimelineEntry {
    let date: Date
    let aqi: Int
    let pollutant: String
}

struct AQIProvider: TimelineProvider {
    func placeholder(in context: Context) -> AQIEntry {
        AQIEntry(date: .now, aqi: 57, pollutant: "PM2.5")
    }

    func getSnapshot(in context: Context, completion: @escaping (AQIEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AQIEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(3600))))
    }
}

struct AQIWidgetView: View {
    var entry: AQIEntry
    @Environment(\.widgetRenderingMode) var renderingMode

    var levelColor: Color {
        switch entry.aqi {
        case 0...50: .green
        case 51...100: .yellow
        case 101...150: .orange
        default: .red
        }
    }

    var body: some View {
        ZStack {
            switch renderingMode {
            case .fullColor:
                Circle()
                    .fill(levelColor.opacity(0.35))
                Circle()
                    .stroke(levelColor, lineWidth: 3)
            case .accented:
                Circle()
                    .stroke(lineWidth: 3)
                    .widgetAccentable()
            case .vibrant:
                AccessoryWidgetBackground()
            default:
                AccessoryWidgetBackground()
            }
            VStack(spacing: 0) {
                Text("AQI")
                    .font(.system(size: 9, weight: .bold))
                Text("\(entry.aqi)")
                    .font(.system(size: 22, weight: .bold, design: .rounded))
                    .foregroundStyle(renderingMode == .fullColor ? levelColor : .primary)
                Text(entry.pollutant)
                    .font(.system(size: 8))
            }
        }
    }
}

struct AQIWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "AirQuality", provider: AQIProvider()) { entry in
            AQIWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Air Quality")
        .description("Air quality index near you.")
        .supportedFamilies([.accessoryCircular])
    }
}

#Preview(as: .accessoryCircular) {
    AQIWidget()
} timeline: {
    AQIEntry(date: .now, aqi: 163, pollutant: "O3")
}
