import SwiftUI
import WidgetKit

extension Color {
    static let sensorBackground = Color(red: 0.05, green: 0.2, blue: 0.25)
}

// A helper named like SwiftUI's own modifier, which it calls on iOS 17.
extension View {
    @ViewBuilder
    func containerBackground(_ color: Color = .sensorBackground) -> some View {
        if #available(iOSApplicationExtension 17.0, *) {
            self.containerBackground(for: .widget) {
                color
            }
        } else {
            self.background(color)
        }
    }
}

struct SensorEntry: TimelineEntry {
    let date: Date
    let name: String
    let temperature: Double
}

struct SensorProvider: TimelineProvider {
    func placeholder(in context: Context) -> SensorEntry {
        SensorEntry(date: .now, name: "Sauna", temperature: 78.5)
    }

    func getSnapshot(in context: Context, completion: @escaping (SensorEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SensorEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct SensorWidgetView: View {
    let entry: SensorEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.name)
                .font(.headline)
            Text("\(entry.temperature, specifier: "%.1f") °C")
        }
        .containerBackground()
    }
}

struct SensorWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Sensor", provider: SensorProvider()) { entry in
            SensorWidgetView(entry: entry)
        }
        .configurationDisplayName("Sensor")
        .supportedFamilies([.accessoryRectangular])
    }
}
