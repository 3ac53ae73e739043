import WidgetKit
import SwiftUI

struct MedsEntry: TimelineEntry {
    let date: Date
    let medication: String
    let lastDose: Date
    let intervalHours: Int

    var nextDose: Date {
        Calendar.current.date(byAdding: .hour, value: intervalHours, to: lastDose)!
    }
}

struct MedsProvider: TimelineProvider {
    func placeholder(in context: Context) -> MedsEntry {
        MedsEntry(date: .now, medication: "Ibuprofen", lastDose: Calendar.current.date(byAdding: .minute, value: -150, to: .now)!, intervalHours: 6)
    }

    func getSnapshot(in context: Context, completion: @escaping (MedsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MedsEntry>) -> Void) {
        let now = Date()
        let last = now.addingTimeInterval(-3600)
        let entries = (0..<4).map { hour in
            MedsEntry(date: now.addingTimeInterval(Double(hour) * 3600), medication: "Ibuprofen", lastDose: last, intervalHours: 6)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct MedsWidgetView: View {
    var entry: MedsEntry

    var canTakeNow: Bool { entry.nextDose <= entry.date }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.medication)
                .font(.headline)
            if canTakeNow {
                Label("OK to take", systemImage: "checkmark.circle.fill")
            } else {
                Text("Next dose \(entry.nextDose, style: .relative)")
                Text(entry.nextDose.addingTimeInterval(-15 * 60), style: .time)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct MedsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Meds", provider: MedsProvider()) { entry in
            MedsWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Medication")
        .description("When you can take your next dose.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    MedsWidget()
} timeline: {
    MedsEntry(date: .now, medication: "Paracetamol", lastDose: Date.now.addingTimeInterval(-7 * 3600), intervalHours: 4)
    MedsEntry(date: .now, medication: "Antibiotic", lastDose: Calendar.current.date(byAdding: .hour, value: -2, to: .now)!, intervalHours: 8)
}
