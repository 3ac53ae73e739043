import SwiftUI
import WidgetKit

struct StepsView: View {
    @Environment(\.widgetFamily) private var family
    let entry: StepsEntry

    var body: some View {
        switch family {
        case .accessoryCorner:
            Text("\(entry.steps)")
                .widgetLabel {
                    Gauge(value: entry.progress) { Text("Steps") }
                }
        default:
            Text("\(DeviceWord.name) \(entry.steps)")
        }
    }
}

@main
struct StepsWatchWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StepsWatch", provider: StepsProvider()) { entry in
            StepsView(entry: entry)
        }
        .configurationDisplayName("Steps")
    }
}
