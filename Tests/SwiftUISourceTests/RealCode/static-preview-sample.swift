import WidgetKit
import SwiftUI

struct RingsEntry: TimelineEntry {
    let date: Date
    let move: Int
    let moveGoal: Int
    let exercise: Int
    let stand: Int

    static let preview = RingsEntry(date: Date(timeIntervalSince1970: 1_780_911_660), move: 420, moveGoal: 600, exercise: 24, stand: 9)
    static let empty = RingsEntry(date: Date(timeIntervalSince1970: 1_780_911_660), move: 0, moveGoal: 600, exercise: 0, stand: 0)
}

struct RingsProvider: TimelineProvider {
    func placeholder(in context: Context) -> RingsEntry {
        .preview
    }

    func getSnapshot(in context: Context, completion: @escaping (RingsEntry) -> Void) {
        completion(context.isPreview ? .preview : .empty)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<RingsEntry>) -> Void) {
        completion(Timeline(entries: [.empty], policy: .atEnd))
    }
}

struct RingsEntryView: View {
    let entry: RingsEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("\(entry.move)/\(entry.moveGoal) CAL")
                .foregroundStyle(.red)
            Text("\(entry.exercise)/30 MIN")
                .foregroundStyle(.green)
            Text("\(entry.stand)/12 HRS")
                .foregroundStyle(.cyan)
        }
        .font(.system(.headline, design: .rounded))
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct RingsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Rings", provider: RingsProvider()) { entry in
            RingsEntryView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Activity")
        .description("Move, exercise and stand.")
        .supportedFamilies([.accessoryRectangular])
    }
}

struct RingsWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            RingsEntryView(entry: .preview)
                .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
                .previewDisplayName("Halfway")
            RingsEntryView(entry: .empty)
                .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
                .previewDisplayName("Morning")
        }
    }
}
