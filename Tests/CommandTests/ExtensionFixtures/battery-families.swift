// One view per family: only the circular one uses a modifier the preview does not provide
// (`.glowEffect`, from the app's own module), so a picture of the rectangular family says
// nothing about it, and one of the circular family does.
import SwiftUI
import WidgetKit

struct BatteryView: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            Image(systemName: "battery.75percent")
                .glowEffect()
        default:
            VStack(alignment: .leading) {
                Text("Battery")
                    .font(.headline)
                Text("75%")
            }
        }
    }
}
