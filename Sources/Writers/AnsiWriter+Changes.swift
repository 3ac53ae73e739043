import Cells

extension AnsiWriter {
    /// Changed cells of a row at most this many unchanged cells apart are written as one run,
    /// the cells between them again: a cursor move (`ESC[r;cH`, up to 10 bytes), the `ESC[0m`
    /// before it and the colours set again after it cost about what four cells written again do.
    static let joinedGap = 4

    /// The bytes that bring a screen showing an earlier grid to `grid`, given the `changes`
    /// between them (row by row, left to right, as `CellGrid.changes(from:)` lists them): each
    /// run of changed cells after a cursor move (`ESC[row;columnH`), written as `write(_:)`
    /// writes a row (near colours as they are, `▀`/`▄` planned for the fewest bytes), starting
    /// from and ending in the terminal's default colours.
    public func write(changes: [CellChange], of grid: CellGrid) -> [UInt8] {
        guard !changes.isEmpty else { return [] }
        var output = Array("\u{1B}[0m".utf8)
        output.reserveCapacity(changes.count * 6 + 64)
        var scratch = Scratch()
        var index = 0
        while index < changes.count {
            let row = changes[index].position.row, start = changes[index].position.column
            var end = start + 1
            index += 1
            while index < changes.count, changes[index].position.row == row, changes[index].position.column - end <= Self.joinedGap {
                end = changes[index].position.column + 1
                index += 1
            }
            guard row < grid.height, start < grid.width else { continue }
            output += Array("\u{1B}[\(row + 1);\(start + 1)H".utf8)
            writeRow(row, of: grid, columns: start..<min(end, grid.width), endsLine: false, into: &output, scratch: &scratch)
        }
        return output
    }
}
