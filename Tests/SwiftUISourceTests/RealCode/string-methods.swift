import WidgetKit
import SwiftUI

struct BuildEntry: TimelineEntry {
    let date: Date
    let pipeline: String   // "owner/repo:branch"
    let status: String
    let commitMessage: String
    let durationSeconds: Int
}

struct BuildProvider: TimelineProvider {
    func placeholder(in context: Context) -> BuildEntry {
        BuildEntry(date: .now, pipeline: "acme/ios-app:main", status: "passed", commitMessage: "Fix crash on launch\n\nThe cache was read before…", durationSeconds: 754)
    }

    func getSnapshot(in context: Context, completion: @escaping (BuildEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BuildEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(300))))
    }
}

struct BuildWidgetView: View {
    var entry: BuildEntry

    var repo: String {
        let parts = entry.pipeline.components(separatedBy: ":")
        return parts.first?.components(separatedBy: "/").last ?? entry.pipeline
    }

    var branch: String {
        entry.pipeline.split(separator: ":").last.map(String.init) ?? "main"
    }

    var title: String {
        entry.commitMessage.components(separatedBy: .newlines).first ?? ""
    }

    var duration: String {
        "\(entry.durationSeconds / 60)m \(entry.durationSeconds % 60)s"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(spacing: 4) {
                Image(systemName: entry.status == "passed" ? "checkmark.circle.fill" : "xmark")
                Text("\(repo) · \(branch)")
                    .lineLimit(1)
            }
            .font(.headline)
            Text(title.trimmingCharacters(in: .whitespaces))
                .font(.caption)
                .lineLimit(1)
            Text("\(entry.status.capitalized) in \(duration)".uppercased())
                .font(.caption2.weight(.semibold))
                .foregroundStyle(entry.status.hasPrefix("pass") ? .green : .red)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct BuildWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CIStatus", provider: BuildProvider()) { entry in
            BuildWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("CI Status")
        .description("The latest build of your main branch.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    BuildWidget()
} timeline: {
    BuildEntry(date: .now, pipeline: "acme/web:release-2.4", status: "failed", commitMessage: "  Bump version  ", durationSeconds: 61)
}
