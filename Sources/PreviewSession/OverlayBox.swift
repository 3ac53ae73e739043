import Cells

/// A framed box of text lines centred over the picture (help, the widget list, messages).
struct OverlayBox {
    var title: String
    var lines: [String]
    /// The line drawn highlighted, if any.
    var highlighted: Int?

    func draw(into grid: inout CellGrid, above reservedRows: Int) {
        let inner = min(grid.width - 4, max(TerminalWidth.columns(of: title) + 2, lines.map { TerminalWidth.columns(of: $0) }.max() ?? 0))
        let available = grid.height - reservedRows
        guard inner > 4, available >= 3 else { return }
        let shown = Array(visibleLines(count: available - 2))
        let width = inner + 4, height = shown.count + 2
        let left = (grid.width - width) / 2, top = max(0, (available - height) / 2)
        for row in top..<(top + height) {
            for column in left..<(left + width) {
                grid[column, row] = .character(" ", foreground: ChromeColors.barText, background: ChromeColors.boxBackground)
            }
        }
        let horizontal = String(repeating: "─", count: width - 2)
        grid.put(text: "┌" + horizontal + "┐", at: CellPosition(column: left, row: top), foreground: ChromeColors.barText)
        grid.put(text: "└" + horizontal + "┘", at: CellPosition(column: left, row: top + height - 1), foreground: ChromeColors.barText)
        grid.put(text: " \(title) ", at: CellPosition(column: left + 2, row: top), foreground: ChromeColors.key, bold: true)
        for (i, line) in shown.enumerated() {
            let row = top + 1 + i
            grid.put(text: "│", at: CellPosition(column: left, row: row), foreground: ChromeColors.barText)
            grid.put(text: "│", at: CellPosition(column: left + width - 1, row: row), foreground: ChromeColors.barText)
            if line.index == highlighted {
                for column in (left + 1)..<(left + width - 1) {
                    grid[column, row] = .character(" ", foreground: ChromeColors.white, background: ChromeColors.highlight)
                }
            }
            grid.put(text: String(line.text.prefix(inner)), at: CellPosition(column: left + 2, row: row),
                     foreground: line.index == highlighted ? ChromeColors.white : ChromeColors.barText)
        }
    }

    /// Up to `count` lines, scrolled so that the highlighted one shows.
    func visibleLines(count: Int) -> ArraySlice<(index: Int, text: String)> {
        let all = lines.enumerated().map { (index: $0.offset, text: $0.element) }
        guard all.count > count, count > 0 else { return all[...] }
        let first = min(max(0, (highlighted ?? 0) - count / 2), all.count - count)
        return all[first..<(first + count)]
    }
}
