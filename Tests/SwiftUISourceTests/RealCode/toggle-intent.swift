import WidgetKit
import SwiftUI
import AppIntents

struct ToggleLightIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle Porch Light"

    @Parameter(title: "On")
    var isOn: Bool

    init() {}

    init(isOn: Bool) {
        self.isOn = isOn
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct LightEntry: TimelineEntry {
    let date: Date
    let name: String
    let isOn: Bool
    let brightness: Double
}

struct LightProvider: TimelineProvider {
    func placeholder(in context: Context) -> LightEntry {
        LightEntry(date: .now, name: "Porch", isOn: true, brightness: 0.8)
    }

    func getSnapshot(in context: Context, completion: @escaping (LightEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LightEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct LightWidgetView: View {
    let entry: LightEntry

    var body: some View {
        VStack(alignment: .leading) {
            Toggle(isOn: entry.isOn, intent: ToggleLightIntent(isOn: !entry.isOn)) {
                Label(entry.name, systemImage: "house.fill")
                    .font(.headline)
            }
            .toggleStyle(.switch)
            Text(entry.isOn ? "On · \(Int(entry.brightness * 100))%" : "Off")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct LightWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PorchLight", provider: LightProvider()) { entry in
            LightWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Porch Light")
        .description("Switch the porch light.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    LightWidget()
} timeline: {
    LightEntry(date: .now, name: "Porch", isOn: false, brightness: 0)
    LightEntry(date: .now, name: "Hallway", isOn: true, brightness: 0.35)
}
