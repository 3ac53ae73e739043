import WidgetKit
import SwiftUI

struct TideEntry: TimelineEntry {
    let date: Date
    let nextTide: Date
    let isHigh: Bool
    let heightMeters: Double
    let beach: String
}

struct TideProvider: TimelineProvider {
    func placeholder(in context: Context) -> TideEntry {
        TideEntry(date: .now, nextTide: Date(timeIntervalSince1970: 1_780_930_000), isHigh: true, heightMeters: 3.8, beach: "Porthmeor")
    }

    func getSnapshot(in context: Context, completion: @escaping (TideEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TideEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct TideWidgetEntryView: View {
    var entry: TideEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(spacing: 4) {
                Image(systemName: entry.isHigh ? "arrow.up" : "arrow.down")
                Text(entry.isHigh ? "High tide" : "Low tide")
            }
            .font(.headline)
            Text(entry.nextTide, style: .time)
                .font(.title3.weight(.semibold))
            Text("\(entry.heightMeters, specifier: "%.1f") m · \(entry.beach)")
                .font(.caption)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [.blue.opacity(0.6), .cyan.opacity(0.3)], startPoint: .top, endPoint: .bottom)
        }
    }
}

struct TideWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tides", provider: TideProvider()) { entry in
            TideWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Tides")
        .description("Next high or low tide at your beach.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    TideWidget()
} timeline: {
    TideEntry(date: .now, nextTide: Date(timeIntervalSince1970: 1_780_952_400), isHigh: false, heightMeters: 0.6, beach: "Gwithian")
}
