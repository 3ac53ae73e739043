import WidgetKit
import SwiftUI

struct TaskItem: Hashable {
    var title: String
    var project: String?
    var due: Date?
}

struct TasksEntry: TimelineEntry {
    var date: Date
    var next: TaskItem?
    var remaining: Int
}

struct TasksProvider: TimelineProvider {
    func placeholder(in context: Context) -> TasksEntry {
        TasksEntry(date: .now, next: TaskItem(title: "Send invoice", project: "Freelance", due: .now.addingTimeInterval(3 * 3600)), remaining: 4)
    }

    func getSnapshot(in context: Context, completion: @escaping (TasksEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TasksEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct TasksWidgetView: View {
    let entry: TasksEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.next?.project?.uppercased() ?? "INBOX")
                .font(.caption2.weight(.bold))
                .foregroundStyle(.secondary)
            Text(entry.next?.title ?? "All done!")
                .font(.headline)
                .lineLimit(2)
            if let due = entry.next?.due {
                Text("Due \(due, style: .relative)")
                    .font(.caption)
            }
            Text("\(entry.remaining) left · \(entry.next?.title.count ?? 0) chars")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct TasksWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tasks", provider: TasksProvider()) { entry in
            TasksWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Next Task")
        .description("The next task on your list.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    TasksWidget()
} timeline: {
    TasksEntry(date: .now, next: TaskItem(title: "Water plants", project: nil, due: nil), remaining: 1)
    TasksEntry(date: .now, next: nil, remaining: 0)
}
