import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int

    var progress: Double { min(Double(steps) / Double(goal), 1) }
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: .now, steps: 6_240, goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

/// The device's name for the steps, as each platform's target compiles it.
enum DeviceWord {
    static var name: String {
        #if os(watchOS)
        return "Watch"
        #else
        return "Phone"
        #endif
    }
}
