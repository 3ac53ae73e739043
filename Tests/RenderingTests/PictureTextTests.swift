import Devices
import Foundation
import Rendering
import Testing
import ViewTree
import WidgetFormat

/// Picture files have no terminal characters: `allTextAsPixels` draws every text from the font,
/// even text the scale rule leaves to characters.
@Suite struct PictureTextTests {
    static let tinyAndBig = """
        format: 1
        name: T
        families: [rectangular]
        view:
          VStack:
            content:
              - Text: "Tiny words here"
                font: { size: 2 }
              - Text: "Big"
                font: { size: 20 }
        """

    static func request(_ text: String, scale: Double) throws -> WidgetRenderer.Request {
        let widget = try #require(WidgetLoader.decode(text: text).widget)
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: Date(timeIntervalSince1970: 0))
        return WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice, pointsPerPixel: scale)
    }

    @Test func textTooSmallForTheRuleIsDrawnFromTheFontInAPicture() throws {
        let renderer = WidgetRenderer()
        let request = try Self.request(Self.tinyAndBig, scale: 1 / 3)
        let forTerminal = renderer.paint(renderer.layout(request), request: request)
        #expect(forTerminal.text.map { $0.runs.map(\.text).joined() } == ["Tiny words here"], "2 pt text is characters for the terminal")
        let forPicture = renderer.paint(renderer.layout(request), request: request, allTextAsPixels: true)
        #expect(forPicture.text.isEmpty)
        #expect(forPicture.pixels != forTerminal.pixels, "the tiny text is ink in the picture")
        #expect(renderer.pixels(request) == forPicture.pixels)
        #expect(forPicture.pixels.width == 480 && forPicture.pixels.height == 216, "a 160×72 point slot at @3x")
    }

    @Test func pictureTextHasSmoothEdgesWhereTerminalTextHasThreeSteps() throws {
        let renderer = WidgetRenderer()
        let request = try Self.request(Self.tinyAndBig, scale: 1 / 3)
        func levels(_ allTextAsPixels: Bool) -> Int {
            Set(renderer.paint(renderer.layout(request), request: request, allTextAsPixels: allTextAsPixels).pixels.pixels.map(\.red)).count
        }
        #expect(levels(false) <= 4)
        #expect(levels(true) > 20)
    }
}
