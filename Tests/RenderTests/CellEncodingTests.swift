import Cells
import Raster
import Testing

/// Pixels to half-block cells, and text over them.
@Suite struct CellEncodingTests {
    let red = RGB24(hex: 0xFF0000), blue = RGB24(hex: 0x0000FF), grey = RGB24(hex: 0x202020)

    @Test func twoPixelRowsMakeOneCellRowTopAsForeground() {
        var buffer = PixelBuffer(width: 3, height: 4, fill: PixelColor(hex: 0x202020))
        buffer[0, 0] = PixelColor(hex: 0xFF0000)
        buffer[1, 1] = PixelColor(hex: 0x0000FF)
        let grid = HalfBlockEncoder().encode(buffer)
        #expect(grid.width == 3 && grid.height == 2)
        #expect(grid[0, 0] == .pixels(top: red, bottom: grey))
        #expect(grid[1, 0] == .pixels(top: grey, bottom: blue))
        #expect(grid[2, 0] == .pixels(top: grey, bottom: grey))
        #expect(grid[0, 1] == .pixels(top: grey, bottom: grey))
    }

    @Test func oddHeightAndTranslucentPixelsUseTheBackdrop() {
        var buffer = PixelBuffer(width: 1, height: 3, fill: PixelColor(hex: 0xFFFFFF))
        buffer[0, 1] = PixelColor(red: 255, green: 255, blue: 255, alpha: 128)
        let grid = HalfBlockEncoder(backdrop: .black).encode(buffer)
        #expect(grid.height == 2)
        #expect(grid[0, 0] == .pixels(top: .white, bottom: RGB24(hex: 0x808080)))
        #expect(grid[0, 1] == .pixels(top: .white, bottom: .black))
    }

    @Test func textTakesTheMeanOfThePixelsBeneath() {
        var grid = CellGrid(width: 6, height: 1, fill: .pixels(top: RGB24(hex: 0x000000), bottom: RGB24(hex: 0x646464)))
        grid[3, 0] = .character("x", foreground: .rgb(.white), background: .rgb(red))
        let written = grid.put(text: "Hi", at: CellPosition(column: 0, row: 0), foreground: .rgb(.white), bold: true)
        #expect(written == 2)
        #expect(grid[0, 0] == .character("H", foreground: .rgb(.white), background: .rgb(RGB24(hex: 0x323232)), bold: true))
        grid.put(text: "y", at: CellPosition(column: 3, row: 0), foreground: .rgb(blue))
        #expect(grid[3, 0].background == .rgb(red), "text over text keeps that background")
        #expect(grid[2, 0].glyph == .pixels, "cells after the text are untouched")
    }

    @Test func wideCharactersTakeTwoCells() {
        var grid = CellGrid(width: 6, height: 1, fill: .pixels(top: grey, bottom: grey))
        let written = grid.put(text: "日a", at: CellPosition(column: 1, row: 0), foreground: .rgb(.white))
        #expect(written == 3)
        #expect(grid[1, 0].glyph == .character("日"))
        #expect(grid[2, 0].glyph == .continuation)
        #expect(grid[2, 0].background == grid[1, 0].background)
        #expect(grid[3, 0].glyph == .character("a"))
        // Overwriting the right half leaves no orphaned left half.
        grid.put(text: "b", at: CellPosition(column: 2, row: 0), foreground: .rgb(.white))
        #expect(grid[1, 0].glyph == .character(" "))
        // A wide character that does not fit at the edge is dropped.
        #expect(grid.put(text: "本", at: CellPosition(column: 5, row: 0), foreground: .rgb(.white)) == 0)
        #expect(TerminalWidth.columns(of: "😀") == 2 && TerminalWidth.columns(of: "☀") == 1
                && TerminalWidth.columns(of: "▀") == 1 && TerminalWidth.columns(of: "Ｗ") == 2)
    }

    @Test func diffListsChangedCellsWithWholeWideCharacters() {
        let before = CellGrid(width: 5, height: 2, fill: .pixels(top: grey, bottom: grey))
        var after = before
        after[4, 1] = .pixels(top: red, bottom: grey)
        after.put(text: "日", at: CellPosition(column: 1, row: 0), foreground: .rgb(.white))
        let changes = after.changes(from: before)
        #expect(changes.map(\.position) == [CellPosition(column: 1, row: 0), CellPosition(column: 2, row: 0),
                                            CellPosition(column: 4, row: 1)])
        #expect(changes[0].cell == after[1, 0])
        #expect(after.changes(from: after).isEmpty)
    }
}
