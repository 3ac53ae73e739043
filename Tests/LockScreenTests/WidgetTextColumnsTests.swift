import Cells
import Foundation
@testable import LockScreen
import Raster
import Rendering
import Testing

/// Character text on the whole-phone picture may grow into the free columns beside its widget,
/// so that a line which fits in points is not cut because a cell is wider than its glyphs.
@Suite struct WidgetTextColumnsTests {
    @Test func neighboursSplitTheGapAndTheLeftOneGetsTheOddColumn() {
        let bounds = WidgetTextColumns.bounds(for: [2...8, 12...20, 23...27], screenColumns: 32)
        #expect(bounds == [1...10, 11...21, 22...30], "gap 9–11: 9 and 10 left, 11 right; gap 21–22: one each; screen edges kept free")
    }

    @Test func touchingWidgetsKeepTheirOwnColumns() {
        #expect(WidgetTextColumns.bounds(for: [0...9, 10...19], screenColumns: 20) == [0...9, 10...19])
    }

    @Test func theOrderOfTheRowDoesNotMatter() {
        #expect(WidgetTextColumns.bounds(for: [12...20, 2...8], screenColumns: 32) == [11...30, 1...10])
    }

    /// At 104 × 52 cells the 15 Pro is drawn at about 8.2 pt per column; the event widget's
    /// time line ("10:06 AM – 11:06 AM", 19 characters, a narrow no-break space before each AM as
    /// iOS writes it) fits its widget in points but needs one
    /// column more than the widget's text covers: it takes a column of the gap instead of
    /// ending in "…", and stays aligned with the lines above and below it.
    @Test func theEventTimeLineIsWholeAndAlignedOnAHundredAndFourColumns() throws {
        let picture = try LockScreenFixtures.renderer.render(LockScreenFixtures.scene(), options: LockScreenFixtures.options(),
                                                             columns: 104, rows: 52)
        let text = (0..<picture.grid.height).map { row in
            String((0..<picture.grid.width).map { column -> Character in
                if case .character(let character) = picture.grid[column, row].glyph { return character }
                return " "
            })
        }.joined(separator: "\n")
        let lines = text.split(separator: "\n")
        let time = try #require(lines.firstIndex { $0.contains("10:06\u{202F}AM – 11:06\u{202F}AM") }, "\(text)")
        let column = { (line: Substring, word: String) in line.range(of: word).map { line.distance(from: line.startIndex, to: $0.lowerBound) } }
        #expect(column(lines[time], "10:06") == column(lines[time - 1], "Design"))
    }

    /// A widget's columns on the whole screen reach past a one-slot crop (the live preview's
    /// variants sheet, `render FILE`): the placer clips them to the picture, never reads past it.
    @Test func boundsPastACroppedPictureAreClipped() {
        func text(_ grid: CellGrid) -> String {
            String((0..<grid.width).map { column -> Character in
                if case .character(let c) = grid[column, 0].glyph { return c }
                return " "
            })
        }
        var grid = CellGrid(width: 10, height: 2)
        let run = TextPlacement.Run(text: "Hello, world", color: PixelColor(red: 255, green: 255, blue: 255), bold: false)
        TextCellPlacer(bounds: -5...40).place([TextPlacement(runs: [run], minX: 2, maxX: 30, centerY: 1, anchor: .leading)],
                                              into: &grid, backdrop: .black)
        #expect(text(grid) == "  Hello, …", "\(text(grid))")
        var beyond = CellGrid(width: 10, height: 2)
        TextCellPlacer(bounds: 12...40).place([TextPlacement(runs: [run], minX: 14, maxX: 30, centerY: 1, anchor: .leading)],
                                              into: &beyond, backdrop: .black)
        #expect(text(beyond).allSatisfy { $0 == " " }, "text wholly outside the picture is left out")
    }
}
