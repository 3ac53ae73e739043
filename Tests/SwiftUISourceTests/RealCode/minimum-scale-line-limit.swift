import WidgetKit
import SwiftUI

struct QuoteEntry: TimelineEntry {
    let date: Date
    let quote: String
    let author: String
}

struct QuoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> QuoteEntry {
        QuoteEntry(date: .now, quote: "Simplicity is prerequisite for reliability.", author: "Edsger W. Dijkstra")
    }

    func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        let tomorrow = Calendar.current.startOfDay(for: .now).addingTimeInterval(86_400)
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(tomorrow)))
    }
}

struct QuoteWidgetView: View {
    var entry: QuoteEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("“\(entry.quote)”")
                .font(.system(.body, design: .serif))
                .lineLimit(2)
                .minimumScaleFactor(0.6)
            Text("— \(entry.author)")
                .font(.caption2)
                .lineLimit(1)
                .truncationMode(.middle)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct QuoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Quote", provider: QuoteProvider()) { entry in
            QuoteWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Daily Quote")
        .description("A new quote every day.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    QuoteWidget()
} timeline: {
    QuoteEntry(date: .now, quote: "Make it work, make it right, make it fast — in that order, and only when the numbers say so.", author: "Kent Beck")
    QuoteEntry(date: .now, quote: "Less is more.", author: "Ludwig Mies van der Rohe")
}
