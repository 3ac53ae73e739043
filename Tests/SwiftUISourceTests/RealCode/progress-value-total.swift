import WidgetKit
import SwiftUI

struct ReadingEntry: TimelineEntry {
    let date: Date
    let title: String
    let author: String
    let currentPage: Int
    let pageCount: Int
}

struct ReadingProvider: TimelineProvider {
    func placeholder(in context: Context) -> ReadingEntry {
        ReadingEntry(date: .now, title: "The Long Way Home", author: "M. Ortega", currentPage: 212, pageCount: 384)
    }

    func getSnapshot(in context: Context, completion: @escaping (ReadingEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ReadingEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct ReadingWidgetView: View {
    var entry: ReadingEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        if family == .accessoryCircular {
            ProgressView(value: Double(entry.currentPage), total: Double(entry.pageCount)) {
                Text("Book")
            } currentValueLabel: {
                Text("\(entry.currentPage * 100 / entry.pageCount)%")
                    .font(.caption)
            }
            .progressViewStyle(.circular)
        } else {
            VStack(alignment: .leading, spacing: 3) {
                Text(entry.title)
                    .font(.headline)
                    .lineLimit(1)
                Text(entry.author)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                ProgressView(value: Double(entry.currentPage), total: Double(entry.pageCount)) {
                    EmptyView()
                } currentValueLabel: {
                    Text("p. \(entry.currentPage) of \(entry.pageCount)")
                        .font(.caption2)
                }
            }
        }
    }
}

struct ReadingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Reading", provider: ReadingProvider()) { entry in
            ReadingWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Currently Reading")
        .description("How far you are in your book.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}
