import SwiftUI
import WidgetKit

/// The app's settings: a fresh install reads the defaults the app registers from a plist in its bundle.
class SettingsStore {
    private static let shared = SettingsStore()
    static var `default`: SettingsStore { shared }

    private var defaults: UserDefaults?

    init(preferences: String = "CountdownDefaults", suiteName: String = "group.example.countdown") {
        guard let url = Bundle.main.url(forResource: preferences, withExtension: "plist"),
              let values = NSDictionary(contentsOf: url) as? [String: Any] else {
            return
        }
        defaults = UserDefaults(suiteName: suiteName)
        defaults?.register(defaults: values)
    }

    func read<T>(_ key: String, defaultValue: T) -> T {
        if let value = defaults?.value(forKey: key) as? T {
            return value
        }
        return defaultValue
    }
}

struct CountdownEntry: TimelineEntry {
    let date: Date
    let title: String
    let end: Date

    var daysLeft: Int {
        if date.compare(end) == ComparisonResult.orderedDescending { return 0 }
        return Calendar.current.dateComponents([.day], from: date, to: end).day ?? 0
    }
}

struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry {
        let store = SettingsStore.default
        return CountdownEntry(date: .now, title: store.read("title", defaultValue: "Event"),
                              end: store.read("end", defaultValue: Date.now))
    }

    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct CountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Countdown", provider: CountdownProvider()) { entry in
            Text("\(entry.daysLeft) days to \(entry.title)")
        }
        .configurationDisplayName("Countdown")
        .supportedFamilies([.accessoryInline])
    }
}
