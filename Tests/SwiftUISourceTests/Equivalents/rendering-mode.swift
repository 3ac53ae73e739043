import SwiftUI

// Branches on the rendering mode and the family with == and !=, and else if.
struct BadgeView: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    @Environment(\.widgetFamily) var widgetFamily

    var body: some View {
        ZStack {
            if renderingMode != .vibrant {
                Circle().fill(.orange)
            } else {
                AccessoryWidgetBackground()
            }
            if widgetFamily == .accessoryInline {
                Text("3 new messages")
            } else if widgetFamily == .accessoryRectangular {
                Text("3 new")
            } else {
                Text("3")
            }
        }
    }
}
