/// A width × height block of terminal cells in one row-major array (like ratatui's
/// `Buffer`): what a writer turns into bytes.
///
/// Invariant kept by `put(text:at:foreground:bold:)` and `setCharacter`: a wide character's
/// cell is followed by a `.continuation` cell with the same colours, and a continuation is
/// always preceded by its wide character. The raw subscript does not check it.
public struct CellGrid: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// Row-major cells, `width * height` of them.
    public var cells: [Cell]

    /// A grid filled with `cell`.
    public init(width: Int, height: Int, fill cell: Cell = .blank) {
        precondition(width >= 0 && height >= 0, "negative grid size")
        self.width = width
        self.height = height
        self.cells = [Cell](repeating: cell, count: width * height)
    }

    /// A grid over existing cells (`cells.count` must be `width * height`).
    public init(width: Int, height: Int, cells: [Cell]) {
        precondition(cells.count == width * height, "cell count does not match size")
        self.width = width
        self.height = height
        self.cells = cells
    }

    /// The cell at `column`, `row` (both inside the grid).
    @inlinable
    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }

    public subscript(position: CellPosition) -> Cell {
        get { self[position.column, position.row] }
        set { self[position.column, position.row] = newValue }
    }

    /// The cells of one row.
    public func row(_ row: Int) -> ArraySlice<Cell> {
        cells[row * width..<(row + 1) * width]
    }

    /// Whether `position` lies inside the grid.
    public func contains(_ position: CellPosition) -> Bool {
        position.column >= 0 && position.column < width && position.row >= 0 && position.row < height
    }

    /// The grid with every cell in `Cell.displayForm`, and each continuation given its wide
    /// character's colours: what a terminal shows, for comparing grids after a round trip.
    public var displayForm: CellGrid {
        var out = self
        for i in out.cells.indices {
            if case .continuation = out.cells[i].glyph, i % width > 0 {
                let lead = out.cells[i - 1]
                out.cells[i].foreground = lead.foreground
                out.cells[i].background = lead.background
                out.cells[i].bold = lead.bold
            } else {
                out.cells[i] = out.cells[i].displayForm
            }
        }
        return out
    }

    /// Copies `other` into this grid with its top-left cell at `origin`; cells falling
    /// outside are dropped, and wide characters cut by the edge become spaces.
    public mutating func paste(_ other: CellGrid, at origin: CellPosition) {
        let first = max(origin.column, 0), end = min(origin.column + other.width, width)
        guard first < end else { return }
        for row in 0..<other.height {
            let y = origin.row + row
            guard y >= 0 && y < height else { continue }
            // Wide characters of this grid cut by the pasted span's ends lose their other half.
            clearWideCharacter(at: first, y)
            clearWideCharacter(at: end - 1, y)
            for x in first..<end {
                self[x, y] = other[x - origin.column, row]
            }
            if case .continuation = self[first, y].glyph { self[first, y].glyph = .character(" ") }
            if case .character(let c) = self[end - 1, y].glyph, TerminalWidth.columns(of: c) == 2 {
                self[end - 1, y].glyph = .character(" ")
            }
        }
    }

    /// Before overwriting the cell at (`x`, `y`): a wide character it belongs to loses its
    /// other half, which becomes a space with the same colours.
    mutating func clearWideCharacter(at x: Int, _ y: Int) {
        switch self[x, y].glyph {
        case .continuation where x > 0:
            self[x - 1, y].glyph = .character(" ")
        case .character(let c) where x + 1 < width && TerminalWidth.columns(of: c) == 2:
            if case .continuation = self[x + 1, y].glyph { self[x + 1, y].glyph = .character(" ") }
        default:
            break
        }
    }
}
