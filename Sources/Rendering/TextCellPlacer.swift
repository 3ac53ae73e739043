import Cells
import Raster

/// Puts small text into a cell grid as terminal characters, one per cell (wide characters two),
/// over the picture's pixels. Text never overlaps other text: a line whose row is taken moves to
/// a free row next to it, and what still collides or runs past its span is cut with "…".
struct TextCellPlacer {
    private var taken: [Bool]
    private let width: Int
    private let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        taken = [Bool](repeating: false, count: width * height)
    }

    mutating func place(_ placement: TextPlacement, into grid: inout CellGrid, backdrop: RGB24) {
        let characters = placement.runs.flatMap { run in Array(run.text) }
        guard !characters.isEmpty else { return }
        let span = max(1, Int((placement.maxX - placement.minX).rounded()))
        let fitted = Self.fit(characters, columns: span)
        let columns = fitted.reduce(0) { $0 + TerminalWidth.columns(of: $1) }
        let spanStart = Int(placement.minX.rounded())
        let start: Int = switch placement.anchor {
        case .leading: spanStart
        case .center: spanStart + (span - columns) / 2
        case .trailing: spanStart + span - columns
        }
        let firstColumn = min(max(start, 0), max(width - columns, 0))
        let preferredRow = Int((placement.centerY / 2).rounded(.down))
        guard let row = [preferredRow, preferredRow + 1, preferredRow - 1].first(where: { isFree(row: $0, from: firstColumn, count: columns) }) else {
            return
        }
        var column = firstColumn
        var remaining = fitted[...]
        for run in placement.runs where !remaining.isEmpty {
            let count = min(run.text.count, remaining.count)
            let piece = remaining.prefix(count)
            remaining = remaining.dropFirst(count)
            let color = CellColor.rgb(RGB24(run.color, over: backgroundColor(row: row, column: column, in: grid, backdrop: backdrop)))
            column += grid.put(text: String(piece), at: CellPosition(column: column, row: row), foreground: color, bold: run.bold)
        }
        for taken in firstColumn..<min(firstColumn + columns, width) { self.taken[row * width + taken] = true }
    }

    func isFree(row: Int, from column: Int, count: Int) -> Bool {
        guard row >= 0, row < height, count > 0 else { return false }
        return (column..<min(column + count, width)).allSatisfy { !taken[row * width + $0] }
    }

    /// The characters that fit in `columns` cells, the last replaced by "…" when some are cut.
    static func fit(_ characters: [Character], columns: Int) -> [Character] {
        let total = characters.reduce(0) { $0 + TerminalWidth.columns(of: $1) }
        guard total > columns else { return characters }
        var kept: [Character] = []
        var used = 0
        for character in characters {
            let w = TerminalWidth.columns(of: character)
            if used + w > columns - 1 { break }
            kept.append(character)
            used += w
        }
        return kept + ["…"]
    }

    /// The colour text is blended over: the mean of the two pixels of the first cell.
    func backgroundColor(row: Int, column: Int, in grid: CellGrid, backdrop: RGB24) -> RGB24 {
        guard column >= 0, column < grid.width, row >= 0, row < grid.height else { return backdrop }
        let cell = grid[column, row]
        switch (cell.foreground, cell.background) {
        case (.rgb(let top), .rgb(let bottom)):
            if case .pixels = cell.glyph { return top.mixed(with: bottom) }
            return bottom
        case (_, .rgb(let bottom)): return bottom
        default: return backdrop
        }
    }
}
