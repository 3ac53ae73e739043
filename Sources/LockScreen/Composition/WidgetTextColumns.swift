/// The columns each widget's character text may use on the Lock Screen. A character is as wide
/// as a cell, which at whole-phone sizes is 8–11 pt, wider than the glyph it stands for; a line
/// that fits its widget in points can then need more cells than the widget covers. Rather than
/// cut it, the line may grow into the free columns beside its widget: halfway into the gap to
/// a neighbour in the row (the left widget gets the odd column, as its text grows rightwards),
/// and up to `sideMargin` columns from the screen's edge where there is no neighbour.
enum WidgetTextColumns {
    /// Columns kept free at the screen's left and right edges.
    static let sideMargin = 1

    /// For each widget's content columns, the columns its text may use, in the same order.
    static func bounds(for widgets: [ClosedRange<Int>], screenColumns: Int) -> [ClosedRange<Int>] {
        let screenFirst = min(sideMargin, max(0, screenColumns - 1))
        let screenLast = max(screenFirst, screenColumns - 1 - sideMargin)
        return widgets.map { columns in
            let leftNeighbour = widgets.filter { $0.upperBound < columns.lowerBound }.map(\.upperBound).max()
            let rightNeighbour = widgets.filter { $0.lowerBound > columns.upperBound }.map(\.lowerBound).min()
            let first = leftNeighbour.map { $0 + 1 + (columns.lowerBound - $0) / 2 } ?? screenFirst
            let last = rightNeighbour.map { columns.upperBound + ($0 - columns.upperBound) / 2 } ?? screenLast
            return min(first, columns.lowerBound)...max(last, columns.upperBound)
        }
    }
}
