import SwiftUI
import WidgetKit

struct DeparturesView: View {
    let entry: DeparturesEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Image("TrainIcon")
                        .resizable()
                        .scaledToFit()
                        .frame(width: 18, height: 18)
                    Text(entry.next.map { "\($0.minutes)" } ?? "–")
                        .font(.system(size: 20, weight: .semibold, design: .rounded))
                    Text("min")
                        .font(.caption2)
                }
            }
        case .accessoryInline:
            Label(entry.next.map { "\($0.line) in \($0.minutes) min" } ?? String(localized: "departures.none"),
                  systemImage: "location.fill")
        default:
            VStack(alignment: .leading, spacing: 2) {
                Text("departures.title")
                    .font(.headline)
                    .widgetAccentable()
                ForEach(entry.departures, id: \.self) { departure in
                    HStack {
                        Text(departure.line)
                            .bold()
                            .foregroundStyle(Color.line)
                        Text(departure.destination)
                        Spacer()
                        Text("\(departure.minutes) min")
                            .monospacedDigit()
                    }
                    .font(.caption)
                }
            }
        }
    }
}
