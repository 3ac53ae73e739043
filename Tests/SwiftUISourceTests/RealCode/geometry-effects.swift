import WidgetKit
import SwiftUI

struct CompassEntry: TimelineEntry {
    let date: Date
    let heading: Double
    let windSpeed: Int
}

struct CompassProvider: TimelineProvider {
    func placeholder(in context: Context) -> CompassEntry {
        CompassEntry(date: .now, heading: 45, windSpeed: 12)
    }

    func getSnapshot(in context: Context, completion: @escaping (CompassEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CompassEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct WindView: View {
    @Environment(\.widgetFamily) var family
    let entry: CompassEntry

    var body: some View {
        if family == .accessoryCircular {
            ZStack {
                AccessoryWidgetBackground()
                Image(systemName: "location.north.fill")
                    .font(.title)
                    .rotationEffect(.degrees(entry.heading))
                Text("\(entry.windSpeed)")
                    .font(.caption2.bold())
                    .offset(y: 20)
            }
        } else {
            HStack {
                Image(systemName: "arrow.up")
                    .rotationEffect(Angle(degrees: entry.heading), anchor: .center)
                    .scaleEffect(1.5)
                Text("Wind \(entry.windSpeed) km/h")
                    .offset(x: 6, y: -2)
            }
        }
    }
}

struct WindWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Wind", provider: CompassProvider()) { entry in
            WindView(entry: entry)
        }
        .configurationDisplayName("Wind")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}
