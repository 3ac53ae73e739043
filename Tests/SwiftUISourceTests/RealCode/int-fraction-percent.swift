import WidgetKit
import SwiftUI

struct BackupEntry: TimelineEntry {
    let date: Date
    let uploadedBytes: Double
    let totalBytes: Double
}

struct BackupProvider: TimelineProvider {
    func placeholder(in context: Context) -> BackupEntry {
        BackupEntry(date: .now, uploadedBytes: 3.1e9, totalBytes: 4.8e9)
    }

    func getSnapshot(in context: Context, completion: @escaping (BackupEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BackupEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(300))))
    }
}

struct BackupEntryView: View {
    var entry: BackupEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        let fraction = entry.uploadedBytes / entry.totalBytes
        let percent = Int(fraction * 100)
        let remainingGB = (entry.totalBytes - entry.uploadedBytes) / 1_000_000_000

        switch family {
        case .accessoryCircular:
            Gauge(value: fraction) {
                Text("Backup")
            } currentValueLabel: {
                Text("\(percent)")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        case .accessoryInline:
            Text("Backup \(percent)% done")
        default:
            VStack(alignment: .leading, spacing: 4) {
                Text("Photo backup")
                    .font(.headline)
                ProgressView(value: fraction)
                Text("\(percent)% · \(Int(remainingGB.rounded())) GB left")
                    .font(.caption)
            }
        }
    }
}

struct BackupWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Backup", provider: BackupProvider()) { entry in
            BackupEntryView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Backup Progress")
        .description("See how far your photo backup has got.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .accessoryCircular) {
    BackupWidget()
} timeline: {
    BackupEntry(date: .now, uploadedBytes: 1.2e9, totalBytes: 4.8e9)
    BackupEntry(date: .now, uploadedBytes: 4.7e9, totalBytes: 4.8e9)
}
