import Cells
import Devices
import Foundation
import Rendering
import SwiftUISource
import Testing
import ViewTree

/// `ContentUnavailableView` (iOS 17), which widgets show when their data is missing: its icon,
/// title and description in a centred column, with one warning that its sizes are approximated.
@Suite struct ContentUnavailableTests {
    @Test func itsTitleAndDescriptionAreDrawnWithAWarning() throws {
        let source = """
        import SwiftUI

        struct MissingLocationView: View {
            var body: some View {
                ContentUnavailableView(
                    "No location",
                    systemImage: "location.slash",
                    description: Text("Pick a city")
                )
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Missing.swift")
        let widget = try #require(result.widget)
        #expect(result.diagnostics.map(\.message) == [
            "ContentUnavailableView is drawn as its icon, title and description in a centred column; iOS's sizes for it are approximated",
        ])
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: EquivalentRenderTests.previewTime)
        let grid = WidgetRenderer().render(WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice))
        let text = CellGridText.render(grid)
        #expect(text.contains("No location"), "\(text)")
        #expect(text.contains("Pick a city"), "\(text)")
        let lines = text.split(separator: "\n")
        let title = try #require(lines.firstIndex { $0.contains("No location") })
        let description = try #require(lines.firstIndex { $0.contains("Pick a city") })
        #expect(title < description, "the title is above the description")
    }
}
