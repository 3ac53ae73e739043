import WidgetKit
import SwiftUI

struct BankEntry: TimelineEntry {
    let date: Date
    let accountName: String
    let balance: Decimal
    let pending: Int
}

struct BankProvider: TimelineProvider {
    func placeholder(in context: Context) -> BankEntry {
        BankEntry(date: .now, accountName: "Everyday", balance: 2_418.77, pending: 2)
    }

    func getSnapshot(in context: Context, completion: @escaping (BankEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BankEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(1800))))
    }
}

struct BankWidgetView: View {
    var entry: BankEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Label(entry.accountName, systemImage: "creditcard.fill")
                .font(.headline)
            Text(entry.balance, format: .currency(code: "GBP"))
                .font(.title3.weight(.semibold))
                .privacySensitive()
            Text("\(entry.pending) pending")
                .font(.caption)
                .foregroundStyle(.secondary)
                .privacySensitive(false)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct BankWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Balance", provider: BankProvider()) { entry in
            BankWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Balance")
        .description("Your account balance, hidden when the phone is locked.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    BankWidget()
} timeline: {
    BankEntry(date: .now, accountName: "Savings", balance: 10_250, pending: 0)
}
