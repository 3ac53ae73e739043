// A widget extension with one mistake a device shows: the rectangular greeting is one line
// and too long for the slot, so it is truncated (a widget finding, which `check --strict` fails on).
import SwiftUI
import WidgetKit

struct GreetingEntry: TimelineEntry {
    let date: Date
    let name: String
}

struct GreetingProvider: TimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry {
        GreetingEntry(date: .now, name: "Alexandria")
    }

    func getSnapshot(in context: Context, completion: @escaping (GreetingEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GreetingEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct GreetingView: View {
    let entry: GreetingEntry

    var body: some View {
        Text("Good morning, \(entry.name), and welcome back to your wonderful day")
            .lineLimit(1)
    }
}

struct GreetingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Greeting", provider: GreetingProvider()) { entry in
            GreetingView(entry: entry)
        }
        .configurationDisplayName("Greeting")
        .supportedFamilies([.accessoryRectangular])
    }
}
