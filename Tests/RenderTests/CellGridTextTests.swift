import Cells
import Testing

/// The readable text form: exact content and round trips.
@Suite struct CellGridTextTests {
    @Test func formShowsPictureThenColourRuns() throws {
        let dark = RGB24(hex: 0x202020), orange = RGB24(hex: 0xFF9F0A)
        var grid = CellGrid(width: 8, height: 2, fill: .pixels(top: dark, bottom: dark))
        grid[0, 0] = .pixels(top: orange, bottom: dark)
        grid[1, 0] = .pixels(top: orange, bottom: dark)
        grid.put(text: "72°", at: CellPosition(column: 3, row: 0), foreground: .rgb(.white), bold: true)
        grid[7, 1] = .pixels(top: .terminalDefault, bottom: .indexed(196))
        let expected = """
            cells 8x2
            |▀▀ 72°  |
            |       ▀|
            row 0 fg: #FF9F0A 0-1, #202020 2, #FFFFFF 3-5, #202020 6-7
            row 0 bg: #202020 0-7
            row 0 text: 3-5
            row 0 bold: 3-5
            row 1 fg: #202020 0-6, default 7
            row 1 bg: #202020 0-6, @196 7

            """
        #expect(CellGridText.render(grid) == expected)
        #expect(try CellGridText.parse(expected) == grid)
    }

    @Test func linesUnderAndThroughTextAreRowsOfTheirOwn() throws {
        let dark = RGB24(hex: 0x202020)
        var grid = CellGrid(width: 6, height: 1, fill: .pixels(top: dark, bottom: dark))
        grid.put(text: "a b", at: CellPosition(column: 0, row: 0), foreground: .rgb(.white), style: [.bold, .underline])
        grid.put(text: "x", at: CellPosition(column: 4, row: 0), foreground: .rgb(.white), style: .strikethrough)
        let expected = """
            cells 6x1
            |a b x |
            row 0 fg: #FFFFFF 0-2, #202020 3, #FFFFFF 4, #202020 5
            row 0 bg: #202020 0-5
            row 0 text: 0-2, 4
            row 0 bold: 0-2
            row 0 underline: 0-2
            row 0 strikethrough: 4

            """
        #expect(CellGridText.render(grid) == expected)
        #expect(try CellGridText.parse(expected) == grid)
    }

    @Test func randomGridsRoundTripThroughText() throws {
        for seed in 1...20 as ClosedRange<UInt64> {
            let grid = TestPictures.randomGrid(width: 17, height: 5, seed: seed)
            let text = CellGridText.render(grid)
            #expect(try CellGridText.parse(text) == grid, "seed \(seed)")
        }
        let frame = TestPictures.widgetFrame()
        #expect(try CellGridText.parse(CellGridText.render(frame)) == frame)
    }

    @Test func malformedTextIsRejectedWithALineNumber() {
        let missingColour = "cells 2x1\n|  |\nrow 0 fg: #FFFFFF 0-1\nrow 0 bg: #000000 0\n"
        #expect(throws: CellGridText.ParseError.self) { try CellGridText.parse(missingColour) }
        do {
            _ = try CellGridText.parse("cells 2x1\n|  |\nrow 0 fg: #FFFFFF 0-9\n")
            Issue.record("accepted a column past the edge")
        } catch {
            #expect(error.line == 3)
        }
    }
}
