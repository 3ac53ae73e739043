import Cells
import Raster
import Testing
import Writers

/// The truecolor and 256-colour writers: bytes, elision, glyph choice.
@Suite struct AnsiWriterTests {
    let red = RGB24(hex: 0xFF0000), blue = RGB24(hex: 0x0000FF), grey = RGB24(hex: 0x202020)
    let writer = AnsiWriter()

    func write(_ cells: [Cell]) -> String {
        writer.write(CellGrid(width: cells.count, height: 1, cells: cells)).text
    }

    @Test func sameHalvesWriteASpaceWithOnlyTheBackground() {
        #expect(write([.pixels(top: grey, bottom: grey)]) == "\(esc)[48;2;32;32;32m \(esc)[0m\n")
    }

    @Test func differentHalvesWriteUpperHalfBlockWithTopAsForeground() {
        #expect(write([.pixels(top: red, bottom: blue)]) == "\(esc)[38;2;255;0;0;48;2;0;0;255m▀\(esc)[0m\n")
    }

    @Test func aRowOfIdenticalCellsSendsOneEscape() {
        let text = write(Array(repeating: .pixels(top: red, bottom: blue), count: 40))
        #expect(text == "\(esc)[38;2;255;0;0;48;2;0;0;255m" + String(repeating: "▀", count: 40) + "\(esc)[0m\n")
        let spaces = write(Array(repeating: .pixels(top: grey, bottom: grey), count: 40))
        #expect(spaces.components(separatedBy: esc).count == 3, "one colour escape and the reset")
    }

    @Test func onlyTheChangedChannelIsSent() {
        let text = write([.pixels(top: red, bottom: blue), .pixels(top: grey, bottom: blue)])
        #expect(text == "\(esc)[38;2;255;0;0;48;2;0;0;255m▀\(esc)[38;2;32;32;32m▀\(esc)[0m\n")
    }

    @Test func lowerHalfBlockReusesTheColoursInEffect() {
        // Red-over-blue then blue-over-red: the same two colours swapped, so one escape for
        // both cells, and the two cells use different half blocks.
        let text = write([.pixels(top: red, bottom: blue), .pixels(top: blue, bottom: red)])
        #expect(text == "\(esc)[38;2;255;0;0;48;2;0;0;255m▀▄\(esc)[0m\n" || text == "\(esc)[38;2;0;0;255;48;2;255;0;0m▄▀\(esc)[0m\n")
        #expect(AnsiParser.parse(text) == CellGrid(width: 2, height: 1, cells: [.pixels(top: red, bottom: blue), .pixels(top: blue, bottom: red)]))
        // A run alternating between the two needs no further escape however long it is.
        let alternating = write((0..<30).map { $0 % 2 == 0 ? .pixels(top: red, bottom: blue) : .pixels(top: blue, bottom: red) })
        #expect(alternating.components(separatedBy: esc).count == 3)
        // After a grey space (bg grey), grey-over-red keeps bg grey: ▄ with fg red only.
        let afterSpace = write([.pixels(top: grey, bottom: grey), .pixels(top: grey, bottom: red)])
        #expect(afterSpace == "\(esc)[48;2;32;32;32m \(esc)[38;2;255;0;0m▄\(esc)[0m\n")
    }

    @Test func everyLineEndsWithAResetAndStartsWithNothingElse() {
        let grid = TestPictures.widgetFrame()
        let text = writer.write(grid).text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == grid.height + 1 && lines.last == "")
        for line in lines.dropLast() {
            #expect(line.hasSuffix("\(esc)[0m"))
            #expect(!line.hasPrefix("\(esc)[0m") && !line.hasPrefix("\(esc)[m"))
            #expect(line.components(separatedBy: "\(esc)[0m").count == 2, "exactly one reset, at the end")
        }
    }

    @Test func textCellsSendForegroundBackgroundAndBold() {
        var grid = CellGrid(width: 4, height: 1, fill: .pixels(top: grey, bottom: grey))
        grid.put(text: "Hi", at: CellPosition(column: 0, row: 0), foreground: .rgb(.white), bold: true)
        grid.put(text: "!", at: CellPosition(column: 2, row: 0), foreground: .rgb(.white))
        #expect(writer.write(grid).text
                == "\(esc)[1;38;2;255;255;255;48;2;32;32;32mHi\(esc)[22m!\(esc)[48;2;32;32;32m \(esc)[0m\n"
                || writer.write(grid).text == "\(esc)[1;38;2;255;255;255;48;2;32;32;32mHi\(esc)[22m! \(esc)[0m\n")
    }

    @Test func wideCharactersAreWrittenOnce() {
        var grid = CellGrid(width: 4, height: 1, fill: .pixels(top: grey, bottom: grey))
        grid.put(text: "日", at: CellPosition(column: 1, row: 0), foreground: .rgb(.white))
        let text = writer.write(grid).text
        #expect(text == "\(esc)[48;2;32;32;32m \(esc)[38;2;255;255;255m日 \(esc)[0m\n")
        #expect(text.filter { $0 == "日" }.count == 1)
    }

    @Test func paletteModeUsesNearestIndicesAndElidesEqualOnes() {
        let palette = AnsiWriter(depth: .palette256)
        let near = RGB24(hex: 0xFE0101)  // maps to 196 like pure red
        let grid = CellGrid(width: 3, height: 1, cells: [.pixels(top: red, bottom: blue), .pixels(top: near, bottom: blue),
                                                         .pixels(top: red, bottom: near)])
        // The first two cells are the same pair of indices: one escape. The third cell's halves
        // map to the same index: a space with bg 196 (nothing at all if 196 is the bg already).
        let text = palette.write(grid).text
        #expect(text == "\(esc)[38;5;196;48;5;21m▀▀\(esc)[48;5;196m \(esc)[0m\n" || text == "\(esc)[38;5;21;48;5;196m▄▄ \(esc)[0m\n")
    }

    @Test func pureColoursAndGreysMapToTheExpectedPaletteEntries() {
        #expect(XtermPalette.nearestIndex(to: RGB24(hex: 0xFF0000)) == 196)
        #expect(XtermPalette.nearestIndex(to: RGB24(hex: 0x00FF00)) == 46)
        #expect(XtermPalette.nearestIndex(to: RGB24(hex: 0x0000FF)) == 21)
        #expect(XtermPalette.nearestIndex(to: RGB24(hex: 0xFFFF00)) == 226)
        #expect(XtermPalette.nearestIndex(to: RGB24(hex: 0xFFFFFF)) == 231)
        #expect(XtermPalette.nearestIndex(to: RGB24(hex: 0x000000)) == 16)
        #expect(XtermPalette.nearestIndex(to: RGB24(hex: 0x808080)) == 244, "grey ramp 128")
        #expect(XtermPalette.nearestIndex(to: RGB24(hex: 0x303030)) == 236, "grey ramp 48")
        #expect((232...255).contains(Int(XtermPalette.nearestIndex(to: RGB24(hex: 0x6A6A6A)))))
        #expect(XtermPalette.color(at: 196) == RGB24(hex: 0xFF0000))
        #expect(XtermPalette.color(at: 244) == RGB24(hex: 0x808080))
    }

    @Test func plainTextKeepsTextAndDrawsShapesWithARamp() {
        var grid = CellGrid(width: 8, height: 1, fill: .pixels(top: grey, bottom: grey))
        grid[0, 0] = .pixels(top: .white, bottom: .white)
        grid.put(text: "9:41", at: CellPosition(column: 2, row: 0), foreground: .rgb(.white))
        #expect(PlainTextWriter().text(grid) == "@ 9:41\n")
        #expect(PlainTextWriter(pixelStyle: .blank).text(grid) == "  9:41\n")
    }

    @Test func flatWidgetArtCostsFewBytesPerCell() {
        func measure(_ grid: CellGrid, _ name: String, _ writer: AnsiWriter) -> Double {
            let bytes = writer.write(grid).count
            let perCell = Double(bytes) / Double(grid.width * grid.height)
            print("ANSI \(writer.depth), \(name) \(grid.width)×\(grid.height): \(bytes) bytes, "
                  + String(format: "%.2f", perCell) + " bytes/cell")
            return perCell
        }
        #expect(measure(TestPictures.widgetFrame(), "widget frame", writer) <= 3.6)
        // Twice the anti-aliased edges cost more; this bound only catches regressions.
        #expect(measure(TestPictures.denseWidgetFrame(), "dense widget frame", writer) <= 5.0)
        #expect(measure(TestPictures.widgetFrame(), "widget frame", AnsiWriter(depth: .palette256)) <= 3.6)
        // A flat colour costs one escape per line.
        let flat = CellGrid(width: 120, height: 24, fill: .pixels(top: RGB24(hex: 0x101014), bottom: RGB24(hex: 0x101014)))
        #expect(measure(flat, "flat colour", writer) < 1.25)
    }
}
