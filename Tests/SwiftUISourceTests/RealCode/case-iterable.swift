import WidgetKit
import SwiftUI

enum Habit: String, CaseIterable, Identifiable {
    case read, stretch, meditate, journal

    var id: String { rawValue }

    var initial: String { String(rawValue.prefix(1)).uppercased() }
}

struct HabitsEntry: TimelineEntry {
    let date: Date
    let completed: Set<Habit>

    var doneCount: Int { Habit.allCases.filter { completed.contains($0) }.count }
}

struct HabitsProvider: TimelineProvider {
    func placeholder(in context: Context) -> HabitsEntry {
        HabitsEntry(date: .now, completed: [.read, .meditate])
    }

    func getSnapshot(in context: Context, completion: @escaping (HabitsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HabitsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct HabitsEntryView: View {
    var entry: HabitsEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Habits \(entry.doneCount)/\(Habit.allCases.count)")
                .font(.headline)
            HStack(spacing: 6) {
                ForEach(Habit.allCases) { habit in
                    ZStack {
                        Circle()
                            .stroke(lineWidth: 1.5)
                        if entry.completed.contains(habit) {
                            Circle()
                                .fill(.primary)
                            Text(habit.initial)
                                .font(.caption2.bold())
                                .foregroundStyle(.black)
                        } else {
                            Text(habit.initial)
                                .font(.caption2.bold())
                        }
                    }
                    .frame(width: 22, height: 22)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct HabitsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Habits", provider: HabitsProvider()) { entry in
            HabitsEntryView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Habits")
        .description("Today's habits at a glance.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    HabitsWidget()
} timeline: {
    HabitsEntry(date: .now, completed: [])
    HabitsEntry(date: .now, completed: Set(Habit.allCases))
}
