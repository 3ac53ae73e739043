import Cells
import Foundation
import Testing
@testable import Writers

/// Colours within ΔE 1 of one the row already has take that colour; nothing moves further.
@Suite struct NearColorReuseTests {
    /// A horizontal gradient of half-block cells, one level of red and blue a column, as a
    /// wallpaper's sky is.
    static func gradient(columns: Int = 200) -> CellGrid {
        let cells = (0..<columns).map { column -> Cell in
            let level = UInt8(40 + column / 2)
            return .pixels(top: RGB24(red: level, green: 60, blue: 200 - level / 2), bottom: RGB24(red: level, green: 62, blue: 200 - level / 2))
        }
        return CellGrid(width: columns, height: 1, cells: cells)
    }

    @Test func noColourMovesByAVisibleAmount() {
        for grid in [Self.gradient(), TestPictures.randomGrid(width: 80, height: 12, seed: 7), TestPictures.widgetFrame()] {
            let reused = NearColorReuse().applied(to: grid)
            for (before, after) in zip(grid.cells, reused.cells) {
                #expect(before.glyph == after.glyph && before.bold == after.bold)
                for (wanted, sent) in [(before.foreground, after.foreground), (before.background, after.background)] {
                    switch (wanted, sent) {
                    case (.rgb(let a), .rgb(let b)): #expect(Lab(a).distance(to: Lab(b)) < NearColorReuse.threshold)
                    default: #expect(wanted == sent)
                    }
                }
            }
        }
    }

    @Test func aGradientCostsFewerBytes() {
        let grid = Self.gradient()
        let exact = AnsiWriter().write(grid).count
        let reused = AnsiWriter().write(NearColorReuse().applied(to: grid)).count
        // Measured: 200 cells of this gradient, 3,885 bytes exact, 1,789 with near colours reused.
        #expect(Double(reused) < 0.5 * Double(exact), "\(reused) bytes against \(exact)")
    }

    @Test func distinctColoursStayExact() {
        let cells: [Cell] = [.pixels(top: RGB24(hex: 0xFF0000), bottom: RGB24(hex: 0x0000FF)),
                             .pixels(top: RGB24(hex: 0xFE0101), bottom: RGB24(hex: 0x0000FB)),
                             .character("A", foreground: .rgb(RGB24(hex: 0xFFFFFF)), background: .rgb(RGB24(hex: 0x0000FC))),
                             .pixels(top: .terminalDefault, bottom: .indexed(12))]
        let reused = NearColorReuse().applied(to: CellGrid(width: 4, height: 1, cells: cells))
        // 0xFE0101 is ΔE 0.57 from red: reused; 0x0000FB is ΔE 1.69 from blue: kept, and then
        // 0x0000FC (ΔE 0.42 from it) takes it.
        #expect(reused.cells[1].top == .rgb(RGB24(hex: 0xFF0000)))
        #expect(reused.cells[1].bottom == .rgb(RGB24(hex: 0x0000FB)))
        #expect(reused.cells[2].background == .rgb(RGB24(hex: 0x0000FB)))
        #expect(reused.cells[2].foreground == .rgb(RGB24(hex: 0xFFFFFF)))
        #expect(reused.cells[3] == cells[3])
    }
}
