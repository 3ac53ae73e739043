import Cells
import Devices
import Foundation
import Rendering
import SwiftUISource
import Testing
import ViewTree

/// `Text(start...end)` is the range as iOS writes it (Solstice's daylight widget drew the
/// dates as Swift prints them, "2026-11-26 07:37:…").
@Suite struct DateRangeTextTests {
    static let source = """
    import SwiftUI

    struct DaylightView: View {
        let sunrise = Date.now
        var body: some View {
            VStack {
                Text(sunrise ... sunrise.addingTimeInterval(7 * 3600))
                Text(sunrise...sunrise.addingTimeInterval(3600))
                Text(sunrise...sunrise.addingTimeInterval(86_400))
            }
        }
    }
    """

    @Test func aRangeOfDatesIsWrittenAsAnInterval() throws {
        let result = SwiftUILoader.decode(text: Self.source, path: "Daylight.swift")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        let widget = try #require(result.widget)
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: EquivalentRenderTests.previewTime,
                                            timeZone: TimeZone(identifier: "UTC")!)
        let grid = WidgetRenderer().render(WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice))
        // ICU writes thin spaces around the dash.
        let text = CellGridText.render(grid).replacingOccurrences(of: "\u{2009}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
        #expect(text.contains("9:41 AM – 4:41 PM"), "\(text)")
        #expect(text.contains("9:41 – 10:41 AM"), "\(text)")
        #expect(text.contains("Jun 8, 2026"), "across days the dates are written too: \(text)")
    }
}
