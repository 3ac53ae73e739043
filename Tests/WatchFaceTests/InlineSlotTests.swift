import Devices
import Testing
import ViewTree
import WatchFaces
import WidgetFormat

/// A face's inline slot is one line as watchOS draws it: the widget's text and symbols side by
/// side whatever stacks them, other images left out, cut with "…" to the slot, in the tint when
/// the text is `widgetAccentable` on a tinted face.
@Suite struct InlineSlotTests {
    static func inline(_ view: String) throws -> Widget {
        try #require(WidgetLoader.decode(text: "format: 1\nname: Line\nfamilies: [inline]\nview:\n" + view).widget)
    }

    /// The digital face's top row of characters at 4 points per pixel, where the line is too
    /// small for pixels, and the colour of its first letter.
    static func line(of widget: Widget, mode: RenderingMode = .accented) throws -> (text: String, color: String?) {
        let layout = WatchFaceLayout(style: .digital, watch: try #require(WatchCatalog.watch(named: "45mm")))
        let scene = WatchFaceScene(layout: layout, tint: RGBA(hex: 0xFF9500), widgets: ["top": FaceWidget(widget: widget)])
        let grid = WatchFaceRenderer().render(scene, options: WatchFaceFixtures.options(mode: mode), pointsPerPixel: 4)
        for row in 0..<grid.height {
            var text = "", color: String?
            for column in 0..<grid.width {
                guard case .character(let character) = grid[column, row].glyph else { continue }
                if color == nil, character != " " { color = grid[column, row].foreground.description }
                text.append(character)
            }
            if !text.trimmingCharacters(in: .whitespaces).isEmpty { return (text.trimmingCharacters(in: .whitespaces), color) }
        }
        return ("", nil)
    }

    @Test func stackedTextAndSymbolAreOneLine() throws {
        let widget = try Self.inline("""
              VStack:
                - Image: heart.fill
                - Text: "72 BPM"
            """)
        let line = try Self.line(of: widget).text
        #expect(line == "♥ 72 BPM", "\(line)")
    }

    @Test func aLineLongerThanTheSlotEndsInAnEllipsis() throws {
        let widget = try Self.inline("  Text: \"Qatar 2022 in 1466 days, 7 hours and 12 minutes\"\n")
        let text = try Self.line(of: widget).text
        #expect(text.hasPrefix("Qatar 2022 in") && text.hasSuffix("…"), "\(text)")
    }

    @Test func theLineIsCutByItsOwnFontNotTheIPhones() throws {
        // 29 characters: wider than the slot in the iPhone's 22-point inline font, within its 44 columns here.
        let widget = try Self.inline("  Text: \"The Impossible Dream, Act 2\"\n")
        #expect(try Self.line(of: widget).text == "The Impossible Dream, Act 2")
    }

    @Test func accentableTextTakesTheTintOnATintedFace() throws {
        let widget = try Self.inline("  Text: \"Sing For Me!\"\n  widgetAccentable: true\n")
        #expect(try Self.line(of: widget).color == "#FF9500")
        #expect(try Self.line(of: widget, mode: .fullColor).color == "#FFFFFF")
        #expect(try Self.line(of: try Self.inline("  Text: \"Sing For Me!\"\n")).color == "#FFFFFF")
    }
}
