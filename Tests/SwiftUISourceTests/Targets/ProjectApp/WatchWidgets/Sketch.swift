// A file in the folder that the project leaves out of the watch target (a membership
// exception): read, it would declare the widget a second time.
import SwiftUI
import WidgetKit

@main
struct TallyWatchWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Sketch", provider: TallyWatchProvider()) { _ in Text("sketch") }
    }
}
