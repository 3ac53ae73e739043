import WidgetKit
import SwiftUI

struct ShoppingEntry: TimelineEntry {
    let date: Date
    let items: [String]
    let store: String
}

struct ShoppingProvider: TimelineProvider {
    func placeholder(in context: Context) -> ShoppingEntry {
        ShoppingEntry(date: .now, items: ["Oat milk", "Eggs", "Basil"], store: "Corner shop")
    }

    func getSnapshot(in context: Context, completion: @escaping (ShoppingEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ShoppingEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct ShoppingListView: View {
    var entry: ShoppingEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if entry.items.isEmpty {
                Label("List is empty", systemImage: "checkmark.circle.fill")
                    .font(.headline)
            } else {
                ForEach(entry.items.prefix(3), id: \.self) { item in
                    HStack(spacing: 4) {
                        Image(systemName: "circle")
                            .font(.caption2)
                        Text(item)
                            .font(.body)
                            .lineLimit(1)
                    }
                }
                if entry.items.count > 3 {
                    Text("+\(entry.items.count - 3) more at \(entry.store)")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct ShoppingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Shopping", provider: ShoppingProvider()) { entry in
            ShoppingListView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Shopping List")
        .description("What to pick up.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    ShoppingWidget()
} timeline: {
    ShoppingEntry(date: .now, items: ["Coffee beans", "Rice", "Lemons", "Dish soap", "Bread"], store: "Lidl")
    ShoppingEntry(date: .now, items: [], store: "Lidl")
}
