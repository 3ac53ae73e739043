import SwiftUI
import WidgetKit

struct TaskItem {
    let title: String
    let done: Bool
}

extension Array where Element == TaskItem {
    var open: [TaskItem] { filter { !$0.done } }
    var summary: String { isEmpty ? "Nothing to do" : "\(count) tasks" }
    func titles() -> String { map(\.title).joined(separator: ", ") }
}

struct Entry: TimelineEntry { let date: Date; let tasks: [TaskItem] }

struct TasksView: View {
    var entry: Entry
    var body: some View {
        VStack(alignment: .leading) {
            Text("\(entry.tasks.open.count) open of \(entry.tasks.summary)")
            Text(entry.tasks.open.titles())
        }
    }
}

#Preview(as: .accessoryRectangular) {
    TasksWidget()
} timeline: {
    Entry(date: .now, tasks: [TaskItem(title: "Milk", done: false), TaskItem(title: "Bread", done: true), TaskItem(title: "Eggs", done: false)])
}

struct TasksWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tasks", provider: Provider()) { TasksView(entry: $0) }
            .supportedFamilies([.accessoryRectangular])
    }
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: .now, tasks: []) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) { completion(Timeline(entries: [placeholder(in: context)], policy: .never)) }
}
