import Cells
import Raster
import Testing
import Writers

/// Writer output read back by the parser, and the parser on other producers' forms.
@Suite struct AnsiRoundTripTests {
    @Test func randomGridsRoundTripInTrueColor() {
        for seed in 1...40 as ClosedRange<UInt64> {
            let grid = TestPictures.randomGrid(width: 23, height: 6, seed: seed)
            let parsed = AnsiParser.parse(AnsiWriter().write(grid))
            #expect(parsed == grid.displayForm, "seed \(seed)")
        }
    }

    @Test func samplePictureRoundTripsInTrueColor() {
        for grid in [TestPictures.widgetFrame(), TestPictures.denseWidgetFrame()] {
            #expect(AnsiParser.parse(AnsiWriter().write(grid)) == grid.displayForm)
        }
    }

    @Test func randomGridsRoundTripInPaletteMode() {
        for seed in 100...110 as ClosedRange<UInt64> {
            let grid = TestPictures.randomGrid(width: 19, height: 4, seed: seed)
            let expected = PaletteDither.indexed(grid)
            let parsed = AnsiParser.parse(AnsiWriter(depth: .palette256).write(grid))
            #expect(parsed == expected.displayForm, "seed \(seed)")
        }
    }

    @Test func parserAcceptsOtherSpellings() {
        let text = "\(esc)[38:2::255:0:0m\(esc)[48:5:21m▀\(esc)[39m▀\(esc)[m \(esc)[1;31;44mx\(esc)[49;22m\(esc)[38;2;1;2;3m▄\n"
            + "\(esc)]0;title\u{07}\(esc)[2Jab\(esc)[?25l\n"
        let grid = AnsiParser.parse(text)
        #expect(grid.width == 5 && grid.height == 2)
        #expect(grid[0, 0] == .pixels(top: .rgb(RGB24(hex: 0xFF0000)), bottom: .indexed(21)))
        #expect(grid[1, 0] == .pixels(top: .terminalDefault, bottom: .indexed(21)))
        #expect(grid[2, 0] == .pixels(top: .terminalDefault, bottom: .terminalDefault))
        #expect(grid[3, 0] == .character("x", foreground: .indexed(1), background: .indexed(4), bold: true))
        #expect(grid[4, 0] == .pixels(top: .terminalDefault, bottom: .rgb(RGB24(hex: 0x010203))))
        // State carries across the line break; the short line is padded.
        #expect(grid[0, 1] == .character("a", foreground: .rgb(RGB24(hex: 0x010203)), background: .terminalDefault))
        #expect(grid[2, 1] == .blank)
    }

    @Test func parserReadsWideCharacters() {
        let grid = AnsiParser.parse("a日b\n")
        #expect(grid.width == 4)
        #expect(grid[1, 0].glyph == .character("日") && grid[2, 0].glyph == .continuation && grid[3, 0].glyph == .character("b"))
    }
}
