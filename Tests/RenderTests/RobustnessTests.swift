import Cells
import Raster
import Testing
import ViewTree
import Writers

/// Odd input that must neither crash nor corrupt: hostile geometry, malformed cells.
@Suite struct RobustnessTests {
    @Test func hostileGeometryDrawsNothingOrClipsSafely() {
        var canvas = PixelCanvas(width: 8, height: 8, background: .black)
        canvas.fill(.circle(center: PixelPoint(x: .nan, y: 4), radius: 3), with: .white)
        canvas.fill(.rect(PixelRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)), with: PixelColor(hex: 0x102030))
        canvas.fill(PixelRect(x: .infinity, y: 0, width: 4, height: 4), with: .white)
        canvas.draw(PixelBuffer(width: 2, height: 2, fill: .white), in: PixelRect(x: .nan, y: 0, width: 4, height: 4))
        canvas.fill(.arcStroke(center: PixelPoint(x: 4, y: 4), radius: 1e9, startAngle: 0, endAngle: 1e9, lineWidth: 3), with: .white)
        #expect(canvas.buffer[3, 3] == PixelColor(hex: 0x102030))
    }

    @Test func imagesDrawnAtFractionalEdgesCoverEdgePixelsPartly() {
        var canvas = PixelCanvas(width: 6, height: 2, background: .black)
        canvas.draw(PixelBuffer(width: 4, height: 2, fill: .white), in: PixelRect(x: 0.5, y: 0, width: 4, height: 2))
        #expect(canvas.buffer[0, 0].red == 128)
        #expect(canvas.buffer[2, 0] == .white)
        #expect(canvas.buffer[4, 0].red == 128)
        #expect(canvas.buffer[5, 0] == .black)
    }

    @Test func pastingGridsKeepsWideCharactersWhole() {
        let dark = RGB24(hex: 0x202020)
        var target = CellGrid(width: 6, height: 1, fill: .pixels(top: dark, bottom: dark))
        target.put(text: "日本語", at: CellPosition(column: 0, row: 0), foreground: .rgb(.white))
        let patch = CellGrid(width: 2, height: 1, fill: .pixels(top: .white, bottom: .white))
        target.paste(patch, at: CellPosition(column: 1, row: 0))
        // "日" lost its right half and "本" its left half: both become spaces.
        #expect(target[0, 0].glyph == .character(" "))
        #expect(target[3, 0].glyph == .character(" "))
        #expect(target[4, 0].glyph == .character("語") && target[5, 0].glyph == .continuation)
        #expect(AnsiParser.parse(AnsiWriter().write(target)) == target.displayForm)
    }

    @Test func controlCharactersPlacedRawAreWrittenAsSpaces() {
        var grid = CellGrid(width: 3, height: 1, fill: .pixels(top: .black, bottom: .black))
        grid[1, 0] = .character("\n", foreground: .rgb(.white), background: .rgb(.black))
        let text = AnsiWriter().write(grid).text
        #expect(text.filter { $0 == "\n" }.count == 1)
        #expect(AnsiParser.parse(text).width == 3)
    }
}

extension RobustnessTests {
    @Test func nonFiniteNumbersAreHarmless() {
        var canvas = PixelCanvas(width: 8, height: 8, background: .black)
        canvas.withOpacity(.nan) { c in c.fill(PixelRect(x: 0, y: 0, width: 8, height: 8), with: .white) }
        canvas.fill(.arcStroke(center: PixelPoint(x: 4, y: 4), radius: 3, startAngle: .nan, endAngle: 1, lineWidth: 2), with: .white)
        canvas.withBlur(sigma: .infinity) { c in c.fill(PixelRect(x: 0, y: 0, width: 2, height: 2), with: .white) }
        canvas.draw(PixelBuffer(width: 2, height: 2, fill: .white), in: PixelRect(x: 0, y: 0, width: 1e-300, height: 4))
        #expect(PixelColor(RGBA(red: .nan, green: 1, blue: 0, alpha: 1)) == PixelColor(red: 0, green: 255, blue: 0))
        #expect(canvas.buffer[6, 6] == .black)
    }
}
