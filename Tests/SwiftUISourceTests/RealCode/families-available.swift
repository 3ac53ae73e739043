import WidgetKit
import SwiftUI

struct GymEntry: TimelineEntry {
    let date: Date
    let occupancy: Double
    let gymName: String
}

struct GymProvider: TimelineProvider {
    func placeholder(in context: Context) -> GymEntry {
        GymEntry(date: .now, occupancy: 0.42, gymName: "Northside")
    }

    func getSnapshot(in context: Context, completion: @escaping (GymEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GymEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(900))))
    }
}

struct GymWidgetView: View {
    var entry: GymEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        #if os(iOS)
        if family == .accessoryInline {
            Text("\(entry.gymName): \(Int(entry.occupancy * 100))% full")
        } else {
            Gauge(value: entry.occupancy) {
                Text("Gym")
            } currentValueLabel: {
                Text("\(Int(entry.occupancy * 100))")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        }
        #else
        Text("\(Int(entry.occupancy * 100))%")
        #endif
    }
}

struct GymWidget: Widget {
    private var families: [WidgetFamily] {
        var families: [WidgetFamily] = [.systemSmall]
        #if canImport(WidgetKit)
        if #available(iOSApplicationExtension 16.0, *) {
            families += [.accessoryCircular, .accessoryInline]
        }
        #endif
        return families
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Gym", provider: GymProvider()) { entry in
            GymWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Gym Busyness")
        .description("How busy your gym is right now.")
        .supportedFamilies(families)
    }
}
