import Cells
import Devices

/// Where the device profile puts things in a picture of `columns` × `rows` cells, computed
/// here from the profile alone (the whole phone fitted and centred, two pixels per cell).
struct PhoneCells {
    var pointsPerPixel: Double
    var column: Int
    var row: Int
    var width: Int
    var height: Int

    init(device: DeviceProfile, columns: Int, rows: Int) {
        let s = max(device.screen.width / Double(columns), device.screen.height / Double(2 * rows))
        pointsPerPixel = s
        width = Int((device.screen.width / s - 1e-9).rounded(.up))
        height = (Int((device.screen.height / s - 1e-9).rounded(.up)) + 1) / 2
        column = (columns - width) / 2
        row = max(0, (rows - height) / 2)
    }

    /// The cells covering `rect` (points): columns and rows, ends excluded.
    func cells(of rect: Rect) -> (columns: Range<Int>, rows: Range<Int>) {
        let s = pointsPerPixel
        let c0 = column + Int((rect.x / s).rounded(.down)), c1 = column + Int((rect.maxX / s).rounded(.up))
        let r0 = row + Int((rect.y / s).rounded(.down)) / 2, r1 = row + (Int((rect.maxY / s).rounded(.up)) + 1) / 2
        return (c0..<c1, r0..<r1)
    }
}

extension CellColor {
    /// Rec. 601 luma, 0–255; 0 for the terminal's default.
    var luma: Double {
        guard case .rgb(let c) = self else { return 0 }
        return 0.299 * Double(c.red) + 0.587 * Double(c.green) + 0.114 * Double(c.blue)
    }
}

extension CellGrid {
    /// The mean luma of the pixel cells in the block.
    func meanLuma(columns: Range<Int>, rows: Range<Int>) -> Double {
        var total = 0.0, count = 0
        for r in rows where r >= 0 && r < height {
            for c in columns where c >= 0 && c < width {
                total += (self[c, r].top.luma + self[c, r].bottom.luma) / 2
                count += 1
            }
        }
        return count == 0 ? 0 : total / Double(count)
    }

    /// The colours of the light pixel halves in the block (widget content over the dark
    /// wallpaper), of the `only` cells (column, row) among them when given.
    func contentColours(columns: Range<Int>, rows: Range<Int>, only cells: [(Int, Int)]? = nil) -> Set<RGB24> {
        var colours = Set<RGB24>()
        let chosen = cells.map { Set($0.map { $0.1 * width + $0.0 }) }
        for r in rows where r >= 0 && r < height {
            for c in columns where c >= 0 && c < width && self[c, r].glyph == .pixels && chosen?.contains(r * width + c) != false {
                for half in [self[c, r].top, self[c, r].bottom] where half.luma > 100 {
                    if case .rgb(let x) = half { colours.insert(x) }
                }
            }
        }
        return colours
    }

    /// The letters written as characters in the block.
    func letters(columns: Range<Int>, rows: Range<Int>) -> Int {
        var count = 0
        for r in rows where r >= 0 && r < height {
            for c in columns where c >= 0 && c < width {
                if case .character(let ch) = self[c, r].glyph, ch.isLetter || ch.isNumber { count += 1 }
            }
        }
        return count
    }

    /// The columns and rows holding anything but the terminal's default colours, above `limit`.
    func paintedBounds(rowsAbove limit: Int) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        var c0 = Int.max, c1 = -1, r0 = Int.max, r1 = -1
        for r in 0..<min(limit, height) {
            for c in 0..<width where self[c, r] != Cell.blank.displayForm {
                c0 = min(c0, c); c1 = max(c1, c); r0 = min(r0, r); r1 = max(r1, r)
            }
        }
        return c1 < 0 ? nil : (c0...c1, r0...r1)
    }

    /// Whether two grids show the same within `tolerance` steps per colour channel: 1 by
    /// default (24-bit values under 8 are nudged up by the screen so that they are not read as
    /// palette colours). The live preview keeps a colour it showed before when the new one is
    /// within ΔE 1 of it (`NearColorReuse`), never more than 8 levels a channel away
    /// (`NearColorReuse.largestChannelStep`): two screens of the same picture reached after
    /// different pictures are each within that of the truth, so within 16 of each other.
    func matches(_ other: CellGrid, rows: Range<Int>, tolerance: Int = 1) -> Bool {
        width == other.width && rows.allSatisfy { row in (0..<width).allSatisfy { matches(other, cell: ($0, row), tolerance: tolerance) } }
    }

    /// Whether one cell shows the same in both grids, as `matches(_:rows:tolerance:)`.
    func matches(_ other: CellGrid, cell: (Int, Int), tolerance: Int = 1) -> Bool {
        let a = self[cell.0, cell.1], b = other[cell.0, cell.1]
        return a.glyph == b.glyph && Self.near(a.foreground, b.foreground, tolerance: tolerance)
            && Self.near(a.background, b.background, tolerance: tolerance)
    }

    /// The live preview's selection outline colour.
    static let outline = CellColor.rgb(RGB24(hex: 0x0A84FF))

    /// The cells (column, row) where the screen shows the selection outline over the picture
    /// `other`: they differ from it and hold the outline colour. Nil when any other cell differs.
    func outlineCells(over other: CellGrid, rows: Range<Int>) -> [(Int, Int)]? {
        guard width == other.width else { return nil }
        var found: [(Int, Int)] = []
        for r in rows {
            for c in 0..<width {
                let a = self[c, r], b = other[c, r]
                if a.glyph == b.glyph, Self.near(a.foreground, b.foreground), Self.near(a.background, b.background) { continue }
                guard a.foreground == Self.outline || a.background == Self.outline else { return nil }
                found.append((c, r))
            }
        }
        return found
    }

    static func near(_ a: CellColor, _ b: CellColor, tolerance: Int = 1) -> Bool {
        switch (a, b) {
        case (.rgb(let x), .rgb(let y)):
            return abs(Int(x.red) - Int(y.red)) <= tolerance && abs(Int(x.green) - Int(y.green)) <= tolerance
                && abs(Int(x.blue) - Int(y.blue)) <= tolerance
        default:
            return a == b
        }
    }
}
