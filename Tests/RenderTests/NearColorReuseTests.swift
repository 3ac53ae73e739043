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

    /// The live preview's next frame keeps what the screen shows where it looks the same, so
    /// that only the cells a key changed are sent again.
    @Test func aShownCellWithinTheThresholdIsKept() {
        let shown = Self.gradient(columns: 40)
        var next = Self.gradient(columns: 40)
        for column in 0..<40 {
            // A tint too small to see on the left half (ΔE 0.8), a visible one on the right.
            let step: UInt8 = column < 20 ? 1 : 12
            if case .rgb(let top) = next[column, 0].foreground, case .rgb(let bottom) = next[column, 0].background {
                next[column, 0] = .pixels(top: RGB24(red: top.red, green: top.green &+ step, blue: top.blue),
                                          bottom: RGB24(red: bottom.red, green: bottom.green &+ step, blue: bottom.blue))
            }
        }
        let kept = NearColorReuse().applied(to: next, keeping: shown)
        let changes = kept.changes(from: shown)
        #expect(changes.allSatisfy { $0.position.column >= 20 } && changes.count == 20, "\(changes.map(\.position.column))")
        for (before, after) in zip(next.cells, kept.cells) {
            if case .rgb(let a) = before.foreground, case .rgb(let b) = after.foreground {
                #expect(Lab(a).distance(to: Lab(b)) < NearColorReuse.threshold)
            }
        }
        // Another size is not the screen's: nothing is kept from it.
        #expect(NearColorReuse().applied(to: next, keeping: CellGrid(width: 3, height: 1)) == NearColorReuse().applied(to: next))
    }
}
