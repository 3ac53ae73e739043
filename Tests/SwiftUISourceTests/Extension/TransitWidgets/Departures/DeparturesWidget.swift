import SwiftUI
import WidgetKit

struct DeparturesWidget: Widget {
    let kind = "Departures"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: DeparturesProvider()) { entry in
            DeparturesView(entry: entry)
                .widgetBackground()
        }
        .configurationDisplayName("departures.name")
        .description("departures.description")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
