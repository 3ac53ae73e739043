import Cells
import Raster
import Testing
import Writers

/// `CellGridPainter`: cells as a terminal shows them, 10×20 pixels each.
@Suite struct CellGridPainterTests {
    let painter = CellGridPainter()
    static let red = RGB24(hex: 0xFF0000), blue = RGB24(hex: 0x0000FF), slate = RGB24(hex: 0x203040)

    static func color(_ pixel: PixelColor) -> RGB24 { RGB24(red: pixel.red, green: pixel.green, blue: pixel.blue) }

    /// The pixels of `bounds` in the picture.
    static func colors(in picture: PixelBuffer, _ bounds: PixelBounds) -> [RGB24] {
        var out: [RGB24] = []
        for y in bounds.y..<bounds.maxY {
            for x in bounds.x..<bounds.maxX { out.append(color(picture[x, y])) }
        }
        return out
    }

    /// How many pixels of `bounds` differ from `background`.
    static func ink(in picture: PixelBuffer, _ bounds: PixelBounds, background: RGB24) -> Int {
        colors(in: picture, bounds).filter { $0 != background }.count
    }

    @Test func aPixelCellIsTwoHalvesAndABlankCellTheTerminalsBackground() {
        var grid = CellGrid(width: 2, height: 1)
        grid[0, 0] = .pixels(top: Self.red, bottom: Self.blue)
        let picture = painter.paint(grid)
        #expect(picture.width == 20 && picture.height == 20)
        #expect(Set(Self.colors(in: picture, PixelBounds(x: 0, y: 0, width: 10, height: 10))) == [Self.red])
        #expect(Set(Self.colors(in: picture, PixelBounds(x: 0, y: 10, width: 10, height: 10))) == [Self.blue])
        #expect(Set(Self.colors(in: picture, PixelBounds(x: 10, y: 0, width: 10, height: 20))) == [CellGridPainter.darkTerminalBackground])
    }

    @Test func paletteColoursAreXtermsAndWrittenHalfBlocksLookLikePixelCells() {
        var grid = CellGrid(width: 3, height: 1)
        grid[0, 0] = .pixels(top: .indexed(196), bottom: .indexed(21))
        grid[1, 0] = .character("▀", foreground: .rgb(Self.red), background: .rgb(Self.blue))
        grid[2, 0] = .character("▄", foreground: .rgb(Self.red), background: .rgb(Self.blue))
        let picture = painter.paint(grid)
        #expect(Self.color(picture[5, 5]) == RGB24(hex: 0xFF0000) && Self.color(picture[5, 15]) == RGB24(hex: 0x0000FF))
        #expect(Self.color(picture[15, 5]) == Self.red && Self.color(picture[15, 15]) == Self.blue)
        #expect(Self.color(picture[25, 5]) == Self.blue && Self.color(picture[25, 15]) == Self.red)
    }

    @Test func aCharacterIsInkOfItsColourOverItsBackgroundInsideItsCell() {
        var grid = CellGrid(width: 3, height: 1, fill: .pixels(top: Self.slate, bottom: Self.slate))
        grid[1, 0] = .character("H", foreground: .rgb(.white), background: .rgb(Self.slate))
        let picture = painter.paint(grid)
        let cell = PixelBounds(x: 10, y: 0, width: 10, height: 20)
        let colors = Self.colors(in: picture, cell)
        #expect(colors.contains(.white), "full-coverage ink is the foreground")
        #expect(colors.filter { $0 == .white }.count >= 10)
        #expect(colors.allSatisfy { $0.red >= Self.slate.red && $0.blue >= Self.slate.blue }, "edges blend towards the background")
        #expect(Self.ink(in: picture, PixelBounds(x: 0, y: 0, width: 10, height: 20), background: Self.slate) == 0)
        #expect(Self.ink(in: picture, PixelBounds(x: 20, y: 0, width: 10, height: 20), background: Self.slate) == 0)
        #expect(Self.colors(in: picture, PixelBounds(x: 10, y: 0, width: 10, height: 2)).allSatisfy { $0 == Self.slate },
                "a capital leaves room above it in the cell")
    }

    @Test func boldCharactersCarryMoreInk() {
        var grid = CellGrid(width: 2, height: 1)
        grid[0, 0] = .character("m", foreground: .rgb(.white), background: .rgb(.black))
        grid[1, 0] = .character("m", foreground: .rgb(.white), background: .rgb(.black), bold: true)
        let picture = painter.paint(grid)
        func weight(_ x: Int) -> Int {
            Self.colors(in: picture, PixelBounds(x: x, y: 0, width: 10, height: 20)).reduce(0) { $0 + Int($1.red) }
        }
        #expect(weight(10) > weight(0) * 11 / 10)
    }

    @Test func aWideCharacterSpansItsTwoCells() {
        var grid = CellGrid(width: 4, height: 1, fill: .pixels(top: Self.slate, bottom: Self.slate))
        grid.setCharacter("⌚", at: CellPosition(column: 1, row: 0), foreground: .rgb(.white))
        #expect(grid[2, 0].glyph == .continuation)
        let picture = painter.paint(grid)
        #expect(Self.ink(in: picture, PixelBounds(x: 10, y: 0, width: 10, height: 20), background: Self.slate) > 0)
        #expect(Self.ink(in: picture, PixelBounds(x: 20, y: 0, width: 10, height: 20), background: Self.slate) > 0)
        #expect(Self.ink(in: picture, PixelBounds(x: 30, y: 0, width: 10, height: 20), background: Self.slate) == 0)
    }

    @Test func defaultColoursAreADarkTerminals() {
        var grid = CellGrid(width: 1, height: 1)
        grid[0, 0] = .character("W", foreground: .terminalDefault, background: .terminalDefault)
        let colors = Set(Self.colors(in: painter.paint(grid), PixelBounds(x: 0, y: 0, width: 10, height: 20)))
        #expect(colors.contains(CellGridPainter.darkTerminalForeground))
        #expect(colors.contains(CellGridPainter.darkTerminalBackground))
    }

    @Test func theCellSizeIsAChoice() {
        let picture = CellGridPainter(cellWidth: 8, cellHeight: 16).paint(CellGrid(width: 5, height: 3))
        #expect(picture.width == 40 && picture.height == 48)
    }
}
