import SwiftUI
import WidgetKit

struct TallyEntry: TimelineEntry {
    let date: Date
    let tally: Tally
}

struct TallyProvider: TimelineProvider {
    func placeholder(in context: Context) -> TallyEntry { TallyEntry(date: .now, tally: .sample) }
    func getSnapshot(in context: Context, completion: @escaping (TallyEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TallyEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

@main
struct TallyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tally", provider: TallyProvider()) { entry in
            Text("\(entry.tally.summary) glasses")
        }
        .configurationDisplayName(String(localized: "widget.name"))
        .supportedFamilies([.accessoryInline])
    }
}
