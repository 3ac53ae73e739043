/// A cell's place in a grid: `column` from the left, `row` from the top, both from 0.
public struct CellPosition: Sendable, Hashable, CustomStringConvertible {
    public var column: Int
    public var row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    public var description: String { "(\(column), \(row))" }
}
