import Raster
import Rendering
import Testing
import Typography

/// Text in a script whose letters join (Devanagari) is written from shaped runs: its width is the
/// shaped run's, narrower than its letters set one by one, and a conjunct is drawn once.
@Suite struct ShapedTextTests {
    @Test func aDevanagariWordIsWrittenAsItsShapedRun() throws {
        let inter = try #require(FontFile.path(matching: "Inter").flatMap(FontFace.init(path:)))
        let word = "क्षमा"
        let first = try #require(word.unicodeScalars.first)
        let fallback = try #require(FallbackFaces.shared.face(for: first))
        let letterByLetter = word.unicodeScalars.reduce(0.0) { $0 + fallback.glyph($1, pixelSize: 40).advance }
        let shaped = fallback.shaped(Array(word.unicodeScalars), pixelSize: 40).reduce(0.0) { $0 + $1.advance }
        let text = TextRasterizing()
        #expect(abs(text.width(of: word, face: inter, size: 40) - shaped) < 1e-9, "the width is the shaped run's")
        #expect(shaped < letterByLetter - 5, "the conjunct is narrower than क, ् and ष side by side: \(shaped) vs \(letterByLetter)")
        var canvas = PixelCanvas(width: 200, height: 60)
        let end = text.write(word, face: inter, size: 40, x: 10, baseline: 45, color: .white, into: &canvas)
        #expect(abs(end - 10 - shaped) < 1e-9)
        #expect(canvas.buffer.pixels.contains { $0.alpha > 128 }, "the word has ink")
    }
}
