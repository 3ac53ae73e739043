import WidgetKit
import SwiftUI

enum Condition: String, Codable {
    case clear
    case cloudy
    case rain
    case snow
    case windy

    var symbolName: String {
        switch self {
        case .clear: return "sun.max.fill"
        case .cloudy: return "cloud.sun.fill"
        case .rain: return "cloud.rain.fill"
        case .snow: return "snowflake"
        case .windy: return "wind"
        }
    }

    var tint: Color {
        switch self {
        case .clear: .yellow
        case .cloudy: .gray
        case .rain: .blue
        case .snow: .cyan
        case .windy: .mint
        }
    }

    var title: String { rawValue.capitalized }
}

struct ForecastEntry: TimelineEntry {
    let date: Date
    let condition: Condition
    let temperature: Int
}

struct ForecastProvider: TimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry {
        ForecastEntry(date: .now, condition: .cloudy, temperature: 14)
    }

    func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
        let saved = Condition(rawValue: "rain") ?? .clear
        completion(Timeline(entries: [ForecastEntry(date: .now, condition: saved, temperature: 9)], policy: .atEnd))
    }
}

struct ForecastView: View {
    let entry: ForecastEntry

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            VStack(spacing: 0) {
                Image(systemName: entry.condition.symbolName)
                    .font(.title3)
                    .foregroundStyle(entry.condition.tint)
                Text("\(entry.temperature)°")
                    .font(.headline)
            }
        }
        .widgetLabel(entry.condition.title)
    }
}

struct ForecastWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Forecast", provider: ForecastProvider()) { entry in
            ForecastView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Conditions")
        .description("The weather right now.")
        .supportedFamilies([.accessoryCircular])
    }
}

#Preview(as: .accessoryCircular) {
    ForecastWidget()
} timeline: {
    ForecastEntry(date: .now, condition: .clear, temperature: 24)
    ForecastEntry(date: .now, condition: .snow, temperature: -2)
}
