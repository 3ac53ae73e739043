import SwiftUI
import WidgetKit

// A view per family, chosen with switch on @Environment(\.widgetFamily), helper views given the entry.
struct WeatherEntryView: View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            CircularView(entry: entry)
        case .accessoryRectangular:
            RectangularView(entry: entry, title: "Lisbon")
        default:
            Text("\(entry.temperature)° \(entry.condition)")
        }
    }
}

struct CircularView: View {
    let entry: SimpleEntry

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            Text("\(entry.temperature)°")
                .font(.title2)
        }
    }
}

struct RectangularView: View {
    let entry: SimpleEntry
    var title: String
    var caption = "Updated hourly"

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
            Text("\(entry.temperature)°, \(entry.condition)")
            Text(caption)
                .foregroundStyle(.secondary)
        }
    }
}
