import Cells

/// Gives a cell the colour a cell just before it in the row already has, where the two differ
/// by less than a person can see, so that the writer sends no escape for it.
///
/// A wallpaper's gradient changes its colour a level or two from pixel to pixel: sent exactly,
/// nearly every half-block cell needs a new escape (24 bytes a cell over a wallpaper, against
/// chafa's 34). Each colour is compared with the last `remembered` distinct colours of its row
/// (the ones the terminal may still have in effect) and replaced by the first within
/// `threshold`; it is always compared with its own true value, so the error never adds up
/// along a row. Applied to truecolor output only: 256-colour output is dithered instead.
public struct NearColorReuse: Sendable {
    /// CIE76 ΔE below which two colours count as the same: 1, the customary just-noticeable
    /// difference (Sharma, "Digital Color Imaging Handbook", 2003).
    public static let threshold = 1.0

    /// Colours of the row kept to compare with: the two a half-block cell sets and one more,
    /// for a text cell's colours between pixel cells.
    static let remembered = 3

    /// The largest channel difference measured: two colours further apart in a channel are
    /// nearly always more than ΔE 1 apart. The exceptions (a dark channel beside bright ones:
    /// red 5 → 9 at green and blue 250 is ΔE 0.08) only cost an escape, never accuracy.
    static let largestChannelStep = 8

    public init() {}

    /// `grid` with near colours reused; with `shown`, the picture on the screen before it,
    /// every cell whose colours are all within the threshold of the shown cell's keeps the
    /// shown cell, so that a screen writing only changed cells sends nothing for it.
    public func applied(to grid: CellGrid, keeping shown: CellGrid? = nil) -> CellGrid {
        var grid = grid
        apply(to: &grid, keeping: shown)
        return grid
    }

    /// Reuses near colours in `grid`, row by row, first those of `shown` at the same place.
    public func apply(to grid: inout CellGrid, keeping shown: CellGrid? = nil) {
        let width = grid.width
        let before = shown.flatMap { $0.width == grid.width && $0.height == grid.height ? $0 : nil }
        var cache = LabCache()
        grid.cells.withUnsafeMutableBufferPointer { cells in
            for row in 0..<grid.height {
                var recent = RecentColors()
                for index in (row * width)..<((row + 1) * width) {
                    if let before, Self.isNear(cells[index], before.cells[index], &cache) {
                        cells[index] = before.cells[index]
                        recent.remember(cells[index])
                        continue
                    }
                    switch cells[index].glyph {
                    case .pixels:
                        cells[index].foreground = recent.reuse(cells[index].foreground, &cache)
                        cells[index].background = recent.reuse(cells[index].background, &cache)
                    case .continuation, .character(" "):
                        cells[index].background = recent.reuse(cells[index].background, &cache)
                    case .character:
                        cells[index].foreground = recent.reuse(cells[index].foreground, &cache)
                        cells[index].background = recent.reuse(cells[index].background, &cache)
                    }
                }
            }
        }
    }

    /// Whether `cell` would look the same as `shown`: the same glyph and attributes, and
    /// each colour the same or within the threshold.
    static func isNear(_ cell: Cell, _ shown: Cell, _ cache: inout LabCache) -> Bool {
        guard cell.glyph == shown.glyph, cell.style == shown.style else { return false }
        return isNear(cell.foreground, shown.foreground, &cache) && isNear(cell.background, shown.background, &cache)
    }

    private static func isNear(_ color: CellColor, _ shown: CellColor, _ cache: inout LabCache) -> Bool {
        if color == shown { return true }
        guard case .rgb(let wanted) = color, case .rgb(let kept) = shown else { return false }
        return RecentColors.isNear(wanted, kept, &cache)
    }
}

/// The last few distinct colours of a row, most recent first.
private struct RecentColors {
    var colors: (RGB24, RGB24, RGB24) = (RGB24(hex: 0), RGB24(hex: 0), RGB24(hex: 0))
    var count = 0

    subscript(index: Int) -> RGB24 {
        get { index == 0 ? colors.0 : index == 1 ? colors.1 : colors.2 }
    }

    /// Puts a kept cell's colours in front, as the terminal will have them after it.
    mutating func remember(_ cell: Cell) {
        switch cell.glyph {
        case .continuation, .character(" "):
            remember(cell.background)
        case .pixels, .character:
            remember(cell.foreground)
            remember(cell.background)
        }
    }

    private mutating func remember(_ color: CellColor) {
        guard case .rgb(let kept) = color else { return }
        for index in 0..<count where self[index] == kept {
            moveToFront(index)
            return
        }
        colors = (kept, colors.0, colors.1)
        count = min(count + 1, NearColorReuse.remembered)
    }

    mutating func reuse(_ color: CellColor, _ cache: inout LabCache) -> CellColor {
        guard case .rgb(let wanted) = color else { return color }
        for index in 0..<count where self[index] == wanted {
            moveToFront(index)
            return color
        }
        for index in 0..<count where Self.isNear(wanted, self[index], &cache) {
            let kept = self[index]
            moveToFront(index)
            return .rgb(kept)
        }
        colors = (wanted, colors.0, colors.1)
        count = min(count + 1, NearColorReuse.remembered)
        return color
    }

    private mutating func moveToFront(_ index: Int) {
        switch index {
        case 1: colors = (colors.1, colors.0, colors.2)
        case 2: colors = (colors.2, colors.0, colors.1)
        default: break
        }
    }

    static func isNear(_ a: RGB24, _ b: RGB24, _ cache: inout LabCache) -> Bool {
        let step = NearColorReuse.largestChannelStep
        guard abs(Int(a.red) - Int(b.red)) <= step, abs(Int(a.green) - Int(b.green)) <= step,
              abs(Int(a.blue) - Int(b.blue)) <= step else { return false }
        let threshold = NearColorReuse.threshold
        return cache.lab(a).squaredDistance(to: cache.lab(b)) < threshold * threshold
    }
}

/// CIELAB values of the colours a picture uses, direct-mapped: a picture reuses few colours
/// many times, and `Lab.init` costs three cube roots.
struct LabCache {
    /// Slots: a power of two, enough for the distinct colours of one row band.
    static let size = 4096
    private var keys = [UInt32](repeating: UInt32.max, count: size)
    private var values = [Lab](repeating: Lab(linearRed: 0, green: 0, blue: 0), count: size)

    mutating func lab(_ color: RGB24) -> Lab {
        let key = UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
        let slot = Int((key &* 2_654_435_761) >> 20) & (Self.size - 1)
        if keys[slot] == key { return values[slot] }
        let lab = Lab(color)
        keys[slot] = key
        values[slot] = lab
        return lab
    }
}
