/// One cell that differs between two grids, with its new content.
public struct CellChange: Sendable, Hashable {
    public var position: CellPosition
    public var cell: Cell

    public init(position: CellPosition, cell: Cell) {
        self.position = position
        self.cell = cell
    }
}

extension CellGrid {
    /// The cells of this grid that differ from `previous`, row by row, left to right: what a
    /// backend that keeps the screen must rewrite. A changed half of a wide character brings
    /// the other half along (they are written together). Grids of different sizes differ
    /// everywhere.
    public func changes(from previous: CellGrid) -> [CellChange] {
        var changes: [CellChange] = []
        guard previous.width == width, previous.height == height else {
            for row in 0..<height {
                for column in 0..<width { changes.append(CellChange(position: CellPosition(column: column, row: row), cell: self[column, row])) }
            }
            return changes
        }
        for row in 0..<height {
            var column = 0
            while column < width {
                let index = row * width + column
                guard cells[index] != previous.cells[index] else {
                    column += 1
                    continue
                }
                var first = column, last = column
                if case .continuation = cells[index].glyph, column > 0 { first = column - 1 }
                if case .continuation = previous.cells[index].glyph, column > 0 { first = column - 1 }
                if column + 1 < width {
                    if case .continuation = cells[index + 1].glyph { last = column + 1 }
                    if case .continuation = previous.cells[index + 1].glyph { last = column + 1 }
                }
                for c in first...last where changes.last?.position != CellPosition(column: c, row: row) {
                    changes.append(CellChange(position: CellPosition(column: c, row: row), cell: self[c, row]))
                }
                column = last + 1
            }
        }
        return changes
    }
}
