import Cells
import Writers

/// The cells a screen without colour shows: exactly the characters `PlainTextWriter` writes
/// for the picture (text, and a density ramp for pixels), in the terminal's default colours.
enum MonochromeCells {
    static func grid(for grid: CellGrid) -> CellGrid {
        var out = CellGrid(width: grid.width, height: grid.height, fill: .character(" ", foreground: .terminalDefault, background: .terminalDefault))
        let text = String(decoding: PlainTextWriter().write(grid), as: UTF8.self)
        for (row, line) in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(grid.height).enumerated() {
            out.put(text: String(line), at: CellPosition(column: 0, row: row), foreground: .terminalDefault)
        }
        return out
    }
}
