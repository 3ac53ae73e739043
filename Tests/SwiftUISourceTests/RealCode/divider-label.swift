import WidgetKit
import SwiftUI

struct BudgetEntry: TimelineEntry {
    let date: Date
    let spent: Double
    let budget: Double
    let lastMerchant: String
    let lastAmount: Double
}

struct BudgetProvider: TimelineProvider {
    func placeholder(in context: Context) -> BudgetEntry {
        BudgetEntry(date: .now, spent: 412.30, budget: 600, lastMerchant: "Groceries", lastAmount: 38.12)
    }

    func getSnapshot(in context: Context, completion: @escaping (BudgetEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BudgetEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(3600))))
    }
}

struct BudgetWidgetEntryView: View {
    var entry: BudgetEntry

    var left: Double { entry.budget - entry.spent }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Label {
                Text(left, format: .currency(code: "EUR"))
                    .font(.headline)
            } icon: {
                Image(systemName: "creditcard.fill")
            }
            Text("left of \(entry.budget, format: .currency(code: "EUR"))")
                .font(.caption2)
                .foregroundStyle(.secondary)
            Divider()
            Label("\(entry.lastMerchant) \(entry.lastAmount, format: .currency(code: "EUR"))", systemImage: "cart.fill")
                .font(.caption)
                .labelStyle(.titleAndIcon)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct BudgetWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Budget", provider: BudgetProvider()) { entry in
            BudgetWidgetEntryView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Monthly Budget")
        .description("What's left to spend this month.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    BudgetWidget()
} timeline: {
    BudgetEntry(date: .now, spent: 612, budget: 600, lastMerchant: "Cinema", lastAmount: 24)
}
