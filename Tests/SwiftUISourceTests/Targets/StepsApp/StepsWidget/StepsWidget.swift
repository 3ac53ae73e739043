import SwiftUI
import WidgetKit

struct StepsView: View {
    @Environment(\.widgetFamily) private var family
    let entry: StepsEntry

    var body: some View {
        if family == .accessoryInline {
            Text("\(DeviceWord.name) \(entry.steps) steps")
        } else {
            Gauge(value: entry.progress) {
                Text(DeviceWord.name)
            } currentValueLabel: {
                Text("\(entry.steps / 1000)K")
            }
            .gaugeStyle(.accessoryCircular)
        }
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
            StepsView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .supportedFamilies([.accessoryCircular, .accessoryInline])
    }
}
