import SwiftUI
import WidgetKit

struct TallyWatchEntry: TimelineEntry {
    let date: Date
    let tally: Tally
}

struct TallyWatchProvider: TimelineProvider {
    func placeholder(in context: Context) -> TallyWatchEntry { TallyWatchEntry(date: .now, tally: .sample) }
    func getSnapshot(in context: Context, completion: @escaping (TallyWatchEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TallyWatchEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

@main
struct TallyWatchWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TallyWatch", provider: TallyWatchProvider()) { entry in
            #if os(watchOS)
            Text("⌚︎ \(entry.tally.summary)")
            #else
            Text("not the watch")
            #endif
        }
        .configurationDisplayName("Tally")
        .supportedFamilies([.accessoryInline])
    }
}
