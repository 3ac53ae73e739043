import Cells

/// Writes a `CellGrid` as plain text without any escape (for `NO_COLOR`, pipes, logs).
///
/// Text cells keep their characters. Pixel cells become either spaces (`.blank`) or a
/// density ramp ` .:-=+*#%@` (`.densityRamp`) chosen by how far the cell's mean luminance is
/// from the grid's most common pixel colour (taken as the backdrop), relative to the largest
/// difference possible from it: the backdrop stays blank and shapes show by contrast
/// whatever the backdrop's brightness. Trailing spaces are
/// dropped and every line ends with `\n`.
public struct PlainTextWriter: Sendable {
    /// What pixel cells turn into.
    public enum PixelStyle: Sendable, Hashable {
        case blank
        case densityRamp
    }

    public var pixelStyle: PixelStyle

    public init(pixelStyle: PixelStyle = .densityRamp) {
        self.pixelStyle = pixelStyle
    }

    static let ramp: [UInt8] = Array(" .:-=+*#%@".utf8)

    /// The bytes for `grid`.
    public func write(_ grid: CellGrid) -> [UInt8] {
        let backdrop = pixelStyle == .densityRamp ? Self.luminance(Self.mostCommonPixelColor(grid)) : 0
        let range = max(backdrop, 255 - backdrop)
        var output: [UInt8] = []
        output.reserveCapacity(grid.width * grid.height + grid.height)
        for row in 0..<grid.height {
            let lineStart = output.count
            var skipContinuation = false
            for cell in grid.row(row) {
                switch cell.glyph {
                case .continuation where skipContinuation:
                    skipContinuation = false
                case .continuation:
                    output.append(0x20)
                case .character(let character):
                    output.append(contentsOf: character.utf8)
                    skipContinuation = TerminalWidth.columns(of: character) == 2
                case .pixels:
                    guard pixelStyle == .densityRamp else {
                        output.append(0x20)
                        continue
                    }
                    let mean = (Self.luminance(cell.top) + Self.luminance(cell.bottom)) / 2
                    let level = Int((abs(mean - backdrop) / range * Double(Self.ramp.count - 1)).rounded())
                    output.append(Self.ramp[min(level, Self.ramp.count - 1)])
                }
            }
            while output.count > lineStart && output.last == 0x20 { output.removeLast() }
            output.append(0x0A)
        }
        return output
    }

    /// `write` as a `String`.
    public func text(_ grid: CellGrid) -> String {
        String(decoding: write(grid), as: UTF8.self)
    }

    /// Rec. 709 luma of the colour's sRGB bytes, 0…255; the terminal default counts as black.
    static func luminance(_ color: CellColor) -> Double {
        let rgb: RGB24
        switch color {
        case .terminalDefault: return 0
        case .rgb(let c): rgb = c
        case .indexed(let n): rgb = XtermPalette.color(at: n)
        }
        return 0.2126 * Double(rgb.red) + 0.7152 * Double(rgb.green) + 0.0722 * Double(rgb.blue)
    }

    static func mostCommonPixelColor(_ grid: CellGrid) -> CellColor {
        var counts: [CellColor: Int] = [:]
        for cell in grid.cells {
            guard case .pixels = cell.glyph else { continue }
            counts[cell.top, default: 0] += 1
            counts[cell.bottom, default: 0] += 1
        }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key.description > $1.key.description) }?.key
            ?? .terminalDefault
    }
}
