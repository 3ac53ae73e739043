import WidgetKit
import SwiftUI
import AppIntents

struct LogCoffeeIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Coffee"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct CoffeeEntry: TimelineEntry {
    let date: Date
    let cups: Int
    let caffeineMg: Int
    let lastCup: Date?
}

struct CoffeeProvider: TimelineProvider {
    func placeholder(in context: Context) -> CoffeeEntry {
        CoffeeEntry(date: .now, cups: 2, caffeineMg: 190, lastCup: .now.addingTimeInterval(-50 * 60))
    }

    func getSnapshot(in context: Context, completion: @escaping (CoffeeEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CoffeeEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct CoffeeWidgetView: View {
    var entry: CoffeeEntry

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 1) {
                Text("\(entry.cups) cups")
                    .font(.headline)
                Text("\(entry.caffeineMg) mg caffeine")
                    .font(.caption)
                if let last = entry.lastCup {
                    Text(last, style: .relative)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            Button(intent: LogCoffeeIntent()) {
                Image(systemName: "flame.fill")
                    .font(.title3)
                    .frame(width: 36, height: 36)
                    .background(Circle().fill(.white.opacity(0.2)))
            }
            .buttonStyle(.plain)
        }
    }
}

struct CoffeeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Coffee", provider: CoffeeProvider()) { entry in
            CoffeeWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Coffee Log")
        .description("Log a cup from the Lock Screen.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    CoffeeWidget()
} timeline: {
    CoffeeEntry(date: .now, cups: 0, caffeineMg: 0, lastCup: nil)
}
