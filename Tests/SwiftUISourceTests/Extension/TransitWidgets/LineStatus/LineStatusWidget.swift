import SwiftUI
import WidgetKit

enum LineCondition: String, CaseIterable {
    case good, delays, closed

    var symbol: String {
        switch self {
        case .good: "checkmark.circle.fill"
        case .delays: "timer"
        case .closed: "xmark"
        }
    }
}

struct LineStatusEntry: TimelineEntry {
    let date: Date
    let line: String
    let condition: LineCondition
}

struct LineStatusProvider: TimelineProvider {
    func placeholder(in context: Context) -> LineStatusEntry {
        LineStatusEntry(date: .now, line: "S1", condition: .delays)
    }

    func getSnapshot(in context: Context, completion: @escaping (LineStatusEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LineStatusEntry>) -> Void) {
        completion(Timeline(entries: LineCondition.allCases.map { LineStatusEntry(date: .now, line: "S1", condition: $0) },
                            policy: .atEnd))
    }
}

struct LineStatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LineStatus", provider: LineStatusProvider()) { entry in
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 1) {
                    Image(systemName: entry.condition.symbol)
                        .font(.title3)
                    Text(entry.line)
                        .font(.caption.bold())
                        .foregroundStyle(Color.line)
                }
            }
            .widgetBackground()
        }
        .configurationDisplayName("Line status")
        .supportedFamilies([.accessoryCircular])
    }
}
