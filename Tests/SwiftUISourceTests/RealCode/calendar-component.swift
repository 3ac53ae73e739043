import WidgetKit
import SwiftUI

struct GreetingEntry: TimelineEntry {
    let date: Date
    let name: String
}

struct GreetingProvider: TimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry {
        GreetingEntry(date: Date(timeIntervalSince1970: 1_780_911_660), name: "Sam")
    }

    func getSnapshot(in context: Context, completion: @escaping (GreetingEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GreetingEntry>) -> Void) {
        let start = Calendar.current.startOfDay(for: Date(timeIntervalSince1970: 1_780_911_660))
        let entries = [7, 13, 19, 23].map { hour in
            GreetingEntry(date: Calendar.current.date(bySettingHour: hour, minute: 0, second: 0, of: start)!, name: "Sam")
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct GreetingView: View {
    var entry: GreetingEntry

    var hour: Int { Calendar.current.component(.hour, from: entry.date) }

    var greeting: String {
        switch hour {
        case 5..<12: return "Good morning"
        case 12..<17: return "Good afternoon"
        case 17..<22: return "Good evening"
        default: return "Good night"
        }
    }

    var symbol: String {
        hour >= 6 && hour < 20 ? "sun.max.fill" : "moon.fill"
    }

    var body: some View {
        let weekday = Calendar.current.component(.weekday, from: entry.date)
        let isWeekend = weekday == 1 || weekday == 7
        HStack {
            Image(systemName: symbol)
                .font(.title2)
            VStack(alignment: .leading) {
                Text("\(greeting), \(entry.name)")
                    .font(.headline)
                Text(isWeekend ? "Enjoy the weekend" : "Day \(Calendar.current.ordinality(of: .day, in: .year, for: entry.date) ?? 0) of the year")
                    .font(.caption)
            }
            Spacer(minLength: 0)
        }
    }
}

struct GreetingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Greeting", provider: GreetingProvider()) { entry in
            GreetingView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Greeting")
        .description("A greeting for the time of day.")
        .supportedFamilies([.accessoryRectangular])
    }
}
