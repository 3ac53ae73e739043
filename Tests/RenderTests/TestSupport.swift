import Cells
import Foundation
import Raster

/// A small seeded generator (SplitMix64) so random tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Pictures shared by the tests.
enum TestPictures {
    static let backdrop = PixelColor(hex: 0x101014)

    /// A flat widget-like frame of `columns` × `rows` cells, laid out like a Lock Screen: a
    /// rectangular widget (rounded platter, text, a capsule bar), a circular gauge (an open
    /// ring) and a small rounded button, on a dark backdrop.
    static func widgetFrame(columns: Int = 120, rows: Int = 24) -> CellGrid {
        var canvas = PixelCanvas(width: columns, height: rows * 2, background: backdrop)
        let platter = PixelColor(hex: 0x2C2C2E)
        canvas.fill(.roundedRect(PixelRect(x: 4, y: 4, width: 70, height: 40), cornerRadius: 10), with: platter)
        canvas.fill(.capsule(in: PixelRect(x: 10, y: 32, width: 58, height: 6)), with: PixelColor(hex: 0x30D158))
        canvas.fill(.arcStroke(center: PixelPoint(x: 97, y: 22), radius: 14, startAngle: 0.75 * .pi, endAngle: 2.25 * .pi,
                               lineWidth: 4, cap: .round), with: PixelColor(hex: 0xFF9F0A))
        canvas.fill(.roundedRect(PixelRect(x: 84, y: 40, width: 26, height: 6), cornerRadius: 3), with: platter)
        var grid = HalfBlockEncoder().encode(canvas.buffer)
        grid.put(text: "9:41 MON 6 ☀", at: CellPosition(column: 8, row: 4), foreground: .rgb(.white), bold: true)
        grid.put(text: "Steps 6,512 of 10,000", at: CellPosition(column: 8, row: 8), foreground: .rgb(RGB24(hex: 0xEBEBF5)))
        grid.put(text: "72°", at: CellPosition(column: 96, row: 11), foreground: .rgb(.white), bold: true)
        return grid
    }

    /// Denser art: the frame above with a second gauge arc over the first, a filled capsule
    /// bar and a capacity ring — about twice the anti-aliased edges.
    static func denseWidgetFrame(columns: Int = 120, rows: Int = 24) -> CellGrid {
        var canvas = PixelCanvas(width: columns, height: rows * 2, background: backdrop)
        let platter = PixelColor(hex: 0x2C2C2E)
        canvas.fill(.roundedRect(PixelRect(x: 2, y: 2, width: 54, height: 44), cornerRadius: 10), with: platter)
        canvas.fill(.roundedRect(PixelRect(x: 62, y: 2, width: 56, height: 20), cornerRadius: 6), with: platter)
        canvas.fill(.capsule(in: PixelRect(x: 64, y: 28, width: 50, height: 12)), with: PixelColor(hex: 0x3A3A3C))
        canvas.fill(.capsule(in: PixelRect(x: 64, y: 28, width: 32, height: 12)), with: PixelColor(hex: 0x30D158))
        let center = PixelPoint(x: 29, y: 24)
        canvas.fill(.arcStroke(center: center, radius: 16, startAngle: 0.75 * .pi, endAngle: 2.25 * .pi,
                               lineWidth: 5, cap: .round), with: PixelColor(hex: 0x48484A))
        canvas.fill(.arcStroke(center: center, radius: 16, startAngle: 0.75 * .pi, endAngle: 1.6 * .pi,
                               lineWidth: 5, cap: .round), with: PixelColor(hex: 0xFF9F0A))
        canvas.fill(.ring(center: PixelPoint(x: 100, y: 11), radius: 7, lineWidth: 3), with: PixelColor(hex: 0x0A84FF))
        var grid = HalfBlockEncoder().encode(canvas.buffer)
        grid.put(text: "72°", at: CellPosition(column: 13, row: 6), foreground: .rgb(.white), bold: true)
        grid.put(text: "9:41 MON 6 ☀", at: CellPosition(column: 66, row: 2), foreground: .rgb(.white))
        grid.put(text: "Steps 6,512", at: CellPosition(column: 66, row: 7), foreground: .rgb(RGB24(hex: 0xEBEBF5)))
        return grid
    }

    /// A grid of random cells: pixels (often sharing colours), text (some wide, some bold,
    /// underlined or crossed out, some spaces or block characters), every colour form.
    static func randomGrid(width: Int, height: Int, seed: UInt64) -> CellGrid {
        var random = SeededGenerator(seed: seed)
        let palette: [CellColor] = [.rgb(RGB24(hex: 0x101014)), .rgb(RGB24(hex: 0xFF9F0A)), .rgb(.white),
                                    .terminalDefault, .indexed(196), .indexed(3)]
        func color() -> CellColor {
            Bool.random(using: &random) ? palette.randomElement(using: &random)!
                : .rgb(RGB24(red: .random(in: 0...255, using: &random), green: .random(in: 0...255, using: &random),
                             blue: .random(in: 0...255, using: &random)))
        }
        // Text is bold half the time, under or through a line a fifth of the time each.
        func style() -> CellTextStyle {
            var style: CellTextStyle = Bool.random(using: &random) ? .bold : []
            if Int.random(in: 0..<5, using: &random) == 0 { style.insert(.underline) }
            if Int.random(in: 0..<5, using: &random) == 0 { style.insert(.strikethrough) }
            return style
        }
        let narrow: [Character] = ["a", "Z", "9", ":", "°", " ", "☀", "▀", "▄", "|", "é"]
        let wide: [Character] = ["日", "本", "😀", "Ｗ"]
        var grid = CellGrid(width: width, height: height)
        for y in 0..<height {
            var x = 0
            while x < width {
                let kind = Int.random(in: 0..<10, using: &random)
                if kind < 6 {
                    grid[x, y] = .pixels(top: color(), bottom: color())
                } else if kind < 9 || x == width - 1 {
                    grid[x, y] = .character(narrow.randomElement(using: &random)!, foreground: color(), background: color(),
                                            style: style())
                } else {
                    let cell = Cell.character(wide.randomElement(using: &random)!, foreground: color(), background: color(),
                                              style: style())
                    grid[x, y] = cell
                    grid[x + 1, y] = Cell(glyph: .continuation, foreground: cell.foreground, background: cell.background,
                                          style: cell.style)
                    x += 1
                }
                x += 1
            }
        }
        return grid
    }
}

extension Array where Element == UInt8 {
    var text: String { String(decoding: self, as: UTF8.self) }
}

/// `ESC`, for writing expected output readably.
let esc = "\u{1B}"
