import Typography

/// Where characters sit in a cell: the monospace font's pixel size that fits the cell's width,
/// and the baseline that centres the font's full height (its `█`) in the cell's height.
struct CharacterMetrics {
    var pixelSize: Int
    /// Pixels from the cell's top edge to the baseline.
    var baseline: Int

    init(font: TerminalFont, cellWidth: Int, cellHeight: Int) {
        var size = max(1, Int((Double(cellHeight) * 0.8).rounded()))
        guard let face = font.regular else {
            pixelSize = size
            baseline = Int((Double(cellHeight) * 0.78).rounded())
            return
        }
        while size > 1, face.glyph("M", pixelSize: size).advance > Double(cellWidth) + 0.01 { size -= 1 }
        pixelSize = size
        let block = face.glyph("█", pixelSize: size)
        baseline = block.height > 0 ? (cellHeight - block.height) / 2 + block.top : Int((Double(cellHeight) * 0.78).rounded())
    }
}
