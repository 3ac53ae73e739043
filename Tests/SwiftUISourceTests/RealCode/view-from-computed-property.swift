import WidgetKit
import SwiftUI

enum Mood: Int {
    case awful = 1, low, okay, good, great

    var label: String {
        switch self {
        case .awful: "Awful"
        case .low: "Low"
        case .okay: "Okay"
        case .good: "Good"
        case .great: "Great"
        }
    }

    @ViewBuilder
    var badge: some View {
        switch self {
        case .awful, .low:
            Image(systemName: "cloud.rain.fill")
        case .okay:
            Image(systemName: "cloud.sun.fill")
        case .good, .great:
            Image(systemName: "sun.max.fill")
        }
    }
}

struct MoodEntry: TimelineEntry {
    let date: Date
    let mood: Mood
    let streak: Int
}

struct MoodProvider: TimelineProvider {
    func placeholder(in context: Context) -> MoodEntry {
        MoodEntry(date: .now, mood: .good, streak: 5)
    }

    func getSnapshot(in context: Context, completion: @escaping (MoodEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MoodEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct MoodEntryView: View {
    let entry: MoodEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        if family == .accessoryCircular {
            ZStack {
                AccessoryWidgetBackground()
                entry.mood.badge
                    .font(.title)
            }
        } else {
            HStack(spacing: 8) {
                entry.mood.badge
                    .font(.title2)
                VStack(alignment: .leading) {
                    Text("Feeling \(entry.mood.label.lowercased())")
                        .font(.headline)
                    Text("\(entry.streak)-day check-in streak")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }
        }
    }
}

struct MoodWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Mood", provider: MoodProvider()) { entry in
            MoodEntryView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Mood")
        .description("Today's mood and your streak.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    MoodWidget()
} timeline: {
    MoodEntry(date: .now, mood: .low, streak: 12)
    MoodEntry(date: .now, mood: Mood(rawValue: 3)!, streak: 1)
}
