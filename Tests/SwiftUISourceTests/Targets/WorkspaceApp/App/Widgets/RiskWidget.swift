import SwiftUI
import WidgetKit
import GaugeKit

struct Entry: TimelineEntry { let date: Date; let level: Int }

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: .now, level: 3) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

@main
struct RiskWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Risk", provider: Provider()) { RiskBadge(level: $0.level) }
            .supportedFamilies([.accessoryCircular])
    }
}
