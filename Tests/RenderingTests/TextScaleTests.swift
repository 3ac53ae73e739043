import Devices
import Foundation
import Rendering
import Testing
import ViewTree
import WidgetFormat

/// A widget's texts keep their relative sizes at every scale: a headline and its caption go to
/// pixels together; a number much larger than its caption may go alone.
@Suite struct TextScaleTests {
    /// The texts drawn as characters (one entry per line), at `scale` points per pixel.
    func characterLines(_ body: String, scale: Double) throws -> [String] {
        let text = "format: 1\nname: T\nfamilies: [rectangular]\nview:\n" + body
        let widget = try #require(WidgetLoader.decode(text: text).widget)
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: Date(timeIntervalSince1970: 0))
        let renderer = WidgetRenderer()
        let request = WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice,
                                             pointsPerPixel: scale)
        return renderer.paint(renderer.layout(request), request: request).text.map { $0.runs.map(\.text).joined() }
    }

    static let titleAndCaption = """
          VStack:
            alignment: leading
            content:
              - Text: "Design Review"
                font: headline
              - Text: "in 25 minutes"
                font: caption
        """

    /// At 1.5 pt/px a 17 pt headline is big enough for pixels (cap 7.9 px) and a 12 pt caption is
    /// not (5.6 px): both stay characters rather than one four cells tall beside one a cell tall.
    @Test func aHeadlineAndItsCaptionSwitchTogether() throws {
        #expect(try characterLines(Self.titleAndCaption, scale: 1.5) == ["Design Review", "in 25 minutes"])
        #expect(try characterLines(Self.titleAndCaption, scale: 1.0) == [])
        #expect(try characterLines(Self.titleAndCaption, scale: 3.0) == ["Design Review", "in 25 minutes"])
    }

    /// A 30 pt timer beside a 17 pt headline (1.76 times) is a level of its own: drawn in pixels
    /// once it is big enough (7 px of cap at 3 pt/px), with the headline as characters.
    @Test func aMuchLargerNumberGoesToPixelsOnItsOwn() throws {
        let body = """
              VStack:
                content:
                  - Text: "Pasta"
                    font: headline
                  - Text: "8:30"
                    font: { size: 30, weight: semibold }
            """
        #expect(try characterLines(body, scale: 3.0) == ["Pasta"])
        #expect(try characterLines(body, scale: 4.0) == ["Pasta", "8:30"])
    }
}
