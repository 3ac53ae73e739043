import Testing
import Typography

/// Glyphs through fontconfig and FreeType.
@Suite struct FontFaceTests {
    @Test func fontconfigFindsDejaVuSansBold() throws {
        let path = try #require(FontFile.path(matching: "DejaVu Sans:bold"))
        #expect(path.hasSuffix(".ttf"))
    }

    @Test func rendersAnAntiAliasedDigit() throws {
        let face = try #require(FontFile.path(matching: "DejaVu Sans:bold").flatMap(FontFace.init(path:)))
        let eight = face.glyph("8", pixelSize: 40)
        #expect(eight.height >= 25 && eight.height <= 32, "cap height of a 40 px digit")
        #expect(eight.coverage.contains(255))
        #expect(eight.coverage.contains { $0 > 0 && $0 < 255 }, "edges are anti-aliased")
        #expect(eight.advance > 20 && eight.advance < 30)
    }
}
