import Cells
import Foundation
import Testing
@testable import Writers

/// 256 colours (issue "fidelity"): pixels are dithered for the xterm palette, text is not.
@Suite struct PaletteDitherTests {
    /// A 64×24-cell picture of smooth gradients like a wallpaper's: dark navy to teal across,
    /// violet glow down, and a grey band in the bottom rows.
    static func gradient() -> CellGrid {
        let width = 64, height = 24
        func color(_ x: Int, _ y: Int) -> RGB24 {
            let u = Double(x) / Double(width - 1), v = Double(y) / Double(2 * height - 1)
            if y >= 2 * height - 8 {
                let grey = UInt8(20 + 200 * u)
                return RGB24(red: grey, green: grey, blue: grey)
            }
            return RGB24(red: UInt8(8 + 110 * v * (1 - u)), green: UInt8(20 + 150 * u * (1 - 0.5 * v)), blue: UInt8(40 + 120 * v + 40 * u))
        }
        var cells: [Cell] = []
        for row in 0..<height {
            for x in 0..<width { cells.append(.pixels(top: color(x, 2 * row), bottom: color(x, 2 * row + 1))) }
        }
        return CellGrid(width: width, height: height, cells: cells)
    }

    /// Every RGB colour as its nearest palette entry: the mapping before dithering.
    static func nearest(_ grid: CellGrid) -> CellGrid {
        var out = grid
        for i in out.cells.indices {
            if case .rgb(let c) = out.cells[i].foreground { out.cells[i].foreground = .indexed(XtermPalette.nearestIndex(to: c)) }
            if case .rgb(let c) = out.cells[i].background { out.cells[i].background = .indexed(XtermPalette.nearestIndex(to: c)) }
        }
        return out
    }

    @Test func ditheredGradientIsCloserToTruecolourThanNearestEntries() {
        let grid = Self.gradient()
        let shown = AnsiParser.parse(AnsiWriter(depth: .palette256).write(grid), width: grid.width)
        let dithered = PictureDifference.measure(shown, against: grid.displayForm)
        let flat = PictureDifference.measure(Self.nearest(grid).displayForm, against: grid.displayForm)
        print(String(format: "gradient 64×48 px: ΔE per pixel / seen: dithered %.2f / %.2f, nearest %.2f / %.2f",
                     dithered.perPixel, dithered.seen, flat.perPixel, flat.seen))
        #expect(dithered.pixels == 64 * 48)
        // Measured 4.70 seen (nearest entries: 9.10); the bound leaves room for small changes only.
        #expect(dithered.seen < 5.2)
        #expect(dithered.seen < 0.6 * flat.seen)
        // Dithering trades some pixel-by-pixel error for the right mean (measured 13.93 against
        // 11.08); it must stay bounded.
        #expect(dithered.perPixel < 1.35 * flat.perPixel)
    }

    @Test func writerAndScreenShowTheSameEntries() {
        var grid = Self.gradient()
        grid.put(text: "Mon 23 ☁ 63°", at: CellPosition(column: 3, row: 2), foreground: .rgb(RGB24(hex: 0xF2FFFA)), bold: true)
        let indexed = PaletteDither.indexed(grid)
        #expect(AnsiParser.parse(AnsiWriter(depth: .palette256).write(grid), width: grid.width) == indexed.displayForm)
        #expect(PaletteDither.indexed(grid) == indexed, "deterministic")
    }

    @Test func textIsNotDithered() {
        var grid = Self.gradient()
        let background = RGB24(hex: 0x3A6F8C)
        for column in 0..<20 { grid[column, 5] = .character("a", foreground: .rgb(.white), background: .rgb(background)) }
        let indexed = PaletteDither.indexed(grid)
        for column in 0..<20 {
            #expect(indexed[column, 5].foreground == .indexed(XtermPalette.nearestIndex(to: .white)))
            #expect(indexed[column, 5].background == .indexed(XtermPalette.nearestIndex(to: background)))
        }
    }

    @Test func paletteColoursAndFlatGreysStayFlat() {
        for index in 16...255 {
            let color = XtermPalette.color(at: UInt8(index))
            let shown = Set((0..<8).flatMap { y in (0..<8).map { x in PaletteDither.index(for: color, x: x, y: y) } })
            #expect(shown.count == 1, "entry \(index) is dithered into \(shown)")
            #expect(Lab(XtermPalette.color(at: shown.first!)).distance(to: Lab(color)) < 0.01, "entry \(index)")
        }
    }

    @Test func aColourBetweenTwoEntriesMixesThem() {
        // A dark blue between palette entries: two entries, each on some pixels.
        let shown = (0..<4).flatMap { y in (0..<4).map { x in PaletteDither.index(for: RGB24(hex: 0x203A5A), x: x, y: y) } }
        #expect(Set(shown).count == 2)
    }
}
