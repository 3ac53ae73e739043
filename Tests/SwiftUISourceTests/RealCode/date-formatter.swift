import WidgetKit
import SwiftUI

struct BinDayEntry: TimelineEntry {
    let date: Date
    let collection: Date
    let bins: [String]
}

struct BinDayProvider: TimelineProvider {
    func placeholder(in context: Context) -> BinDayEntry {
        BinDayEntry(date: Date(timeIntervalSince1970: 1_780_911_660), collection: Date(timeIntervalSince1970: 1_781_002_800), bins: ["Recycling", "Garden"])
    }

    func getSnapshot(in context: Context, completion: @escaping (BinDayEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BinDayEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct BinDayView: View {
    var entry: BinDayEntry

    private static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEEE d MMM"
        return formatter
    }()

    private var shortDay: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEE"
        return formatter.string(from: entry.collection).uppercased()
    }

    var body: some View {
        ViewThatFits {
            VStack(alignment: .leading, spacing: 1) {
                Text("Bin day")
                    .font(.caption.weight(.bold))
                    .foregroundStyle(.secondary)
                Text(Self.dayFormatter.string(from: entry.collection))
                    .font(.headline)
                Text(entry.bins.joined(separator: " + "))
                    .font(.caption)
                Text("collected from \(entry.collection.formatted(date: .omitted, time: .shortened))")
                    .font(.caption2)
            }
            Text("\(shortDay): \(entry.bins.joined(separator: ", "))")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct BinDayWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BinDay", provider: BinDayProvider()) { entry in
            BinDayView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Bin Day")
        .description("Which bins go out next.")
        .supportedFamilies([.accessoryRectangular, .accessoryInline])
    }
}
