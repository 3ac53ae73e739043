import Cells
import Testing
import Writers

/// The changed cells of a frame as the live preview sends them: each run after a cursor move,
/// read back onto the earlier frame, gives the new frame.
@Suite struct AnsiChangesTests {
    /// `earlier` with the writer's bytes applied: each `ESC[row;columnH` segment read as one
    /// line by the parser and pasted at its place.
    static func applying(_ bytes: [UInt8], to earlier: CellGrid) -> CellGrid {
        var screen = earlier.displayForm
        let text = String(decoding: bytes, as: UTF8.self)
        let moves = text.matches(of: /\x1B\[(\d+);(\d+)H/)
        for (index, move) in moves.enumerated() {
            let end = index + 1 < moves.count ? moves[index + 1].range.lowerBound : text.endIndex
            let line = AnsiParser.parse(String(text[move.range.upperBound..<end]))
            screen.paste(line, at: CellPosition(column: Int(move.output.2)! - 1, row: Int(move.output.1)! - 1))
        }
        return screen
    }

    /// `grid` with about one cell in `every` replaced by a cell of `other`, wide characters
    /// whole: by a wide character or by two narrow cells, and two narrow cells by a wide one.
    static func mixed(_ grid: CellGrid, with other: CellGrid, every: Int, seed: Int) -> CellGrid {
        var mixed = grid
        func span(_ g: CellGrid, _ column: Int, _ row: Int) -> Int {
            if g[column, row].glyph == .continuation { return 0 }
            return column + 1 < g.width && g[column + 1, row].glyph == .continuation ? 2 : 1
        }
        for row in 0..<grid.height {
            var column = 0
            while column < grid.width {
                // Replaced by the same shape, or two narrow cells by a wide character and back.
                let width = span(grid, column, row), otherWidth = span(other, column, row)
                let next = column + 1 < grid.width ? (span(grid, column + 1, row), span(other, column + 1, row)) : (0, 0)
                let fits = otherWidth == width || (width == 1 && otherWidth == 2 && next.0 == 1)
                    || (width == 2 && otherWidth == 1 && next.1 == 1)
                let taken = max(width, otherWidth)
                if (row * 31 + column * 17 + seed) % every == 0, otherWidth > 0, fits {
                    for c in column..<column + taken { mixed[c, row] = other[c, row] }
                }
                column += (mixed[column, row] == grid[column, row] ? max(width, 1) : taken)
            }
        }
        return mixed
    }

    @Test func theChangesBringTheEarlierFrameToTheNewOne() {
        for seed in 1...30 as ClosedRange<UInt64> {
            let earlier = TestPictures.randomGrid(width: 37, height: 5, seed: seed)
            let later = Self.mixed(earlier, with: TestPictures.randomGrid(width: 37, height: 5, seed: seed + 100),
                                   every: Int(seed % 5) + 2, seed: Int(seed))
            for (writer, dithers) in [(AnsiWriter(depth: .trueColor), false), (AnsiWriter(depth: .palette256), true)] {
                let bytes = writer.write(changes: later.changes(from: earlier), of: later)
                let expected = dithers ? PaletteDither.indexed(later).displayForm : later.displayForm
                let before = dithers ? PaletteDither.indexed(earlier) : earlier
                #expect(Self.applying(bytes, to: before) == expected, "seed \(seed), \(writer.depth)")
            }
        }
    }

    @Test func oneChangedCellCostsACursorMoveAndTheCell() {
        let earlier = NearColorReuseTests.gradient(columns: 200)
        var later = earlier
        later[120, 0] = .character("A", foreground: .rgb(.white), background: .rgb(RGB24(hex: 0x101014)))
        let bytes = AnsiWriter().write(changes: later.changes(from: earlier), of: later)
        #expect(bytes.text == "\(esc)[0m\(esc)[1;121H\(esc)[38;2;255;255;255;48;2;16;16;20mA\(esc)[0m")
        #expect(AnsiWriter().write(changes: [], of: later).isEmpty)
    }

    @Test func nearbyChangesAreOneRun() {
        let earlier = CellGrid(width: 20, height: 1)
        var later = earlier
        later[2, 0] = .character("a", foreground: .rgb(.white), background: .terminalDefault)
        later[6, 0] = .character("b", foreground: .rgb(.white), background: .terminalDefault)
        later[15, 0] = .character("c", foreground: .rgb(.white), background: .terminalDefault)
        let text = AnsiWriter().write(changes: later.changes(from: earlier), of: later).text
        // 2 and 6 are 3 unchanged cells apart: one run; 15 is 8 further: a second cursor move.
        #expect(text.components(separatedBy: "H").count - 1 == 2, "\(text.debugDescription)")
        #expect(text.contains("\(esc)[1;3H") && text.contains("\(esc)[1;16H"))
        #expect(Self.applying(Array(text.utf8), to: earlier) == later.displayForm)
    }
}
