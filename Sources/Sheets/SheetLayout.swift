import Cells

/// Where everything of a sheet goes, in cells, worked out from the sizes alone: each section's
/// title, its tiles in cells as wide as the sheet's widest picture or caption (so that columns
/// line up from section to section) and as tall as the section's tallest picture, rows as long as
/// the width allows, and the footnote's lines.
struct SheetLayout: Sendable, Hashable {
    /// A tile's picture and its caption, placed.
    struct TilePlacement: Sendable, Hashable {
        var section: Int
        var index: Int
        /// The picture's top-left cell: centred in its cell, its bottom on the caption.
        var picture: CellPosition
        /// Where the caption starts, centred under the cell.
        var caption: CellPosition
        /// The caption, cut to the cell's width.
        var captionText: String
    }

    /// A line of text placed at the left edge.
    struct Line: Sendable, Hashable {
        var row: Int
        var text: String
    }

    var width: Int
    var height: Int
    var titles: [Line] = []
    var tiles: [TilePlacement] = []
    var footnote: [Line] = []

    init(sections: [SheetSection], footnote note: String?, style: SheetStyle, width limit: Int) {
        let limit = max(1, limit)
        var row = 0, widest = 0
        let allTiles = sections.flatMap(\.tiles)
        let pictureWidth = allTiles.map(\.picture.width).max() ?? 0
        let captionWidth = allTiles.map { SheetText.columns(of: $0.caption) }.max() ?? 0
        let cellWidth = max(pictureWidth, min(captionWidth, limit), 1)
        let captionSpan = min(cellWidth, limit)
        for (number, section) in sections.enumerated() where !section.tiles.isEmpty || section.title != nil {
            if row > 0 { row += style.sectionGap }
            if let title = section.title {
                let text = SheetText.fitted(title, columns: limit)
                titles.append(Line(row: row, text: text))
                widest = max(widest, SheetText.columns(of: text))
                row += 1
            }
            guard !section.tiles.isEmpty else { continue }
            let cellHeight = section.tiles.map(\.picture.height).max() ?? 0
            let fitting = max(1, (limit + style.columnGap) / (cellWidth + style.columnGap))
            let perRow = Self.tilesPerRow(fitting: fitting, groupSize: section.groupSize, count: section.tiles.count)
            for (index, tile) in section.tiles.enumerated() {
                let column = index % perRow
                if index > 0 && column == 0 { row += cellHeight + 1 + style.rowGap }
                let left = column * (cellWidth + style.columnGap)
                let caption = SheetText.fitted(tile.caption, columns: captionSpan)
                tiles.append(TilePlacement(
                    section: number, index: index,
                    picture: CellPosition(column: left + (cellWidth - tile.picture.width) / 2,
                                          row: row + cellHeight - tile.picture.height),
                    caption: CellPosition(column: left + (captionSpan - SheetText.columns(of: caption)) / 2, row: row + cellHeight),
                    captionText: caption))
            }
            row += cellHeight + 1
            widest = max(widest, perRow * cellWidth + (perRow - 1) * style.columnGap)
        }
        if let note, !note.isEmpty {
            if row > 0 { row += style.sectionGap }
            for line in SheetText.wrapped(note, columns: min(limit, max(widest, 40))) {
                footnote.append(Line(row: row, text: line))
                widest = max(widest, SheetText.columns(of: line))
                row += 1
            }
        }
        width = min(max(widest, 1), limit)
        height = max(row, 1)
    }

    /// How many tiles a row holds when `fitting` would fit: all of them if they fit; else a
    /// multiple of `groupSize`, or when not even one group fits, the largest divisor of it that
    /// fits, so that a group's tiles keep to the same columns from row to row.
    static func tilesPerRow(fitting: Int, groupSize: Int, count: Int) -> Int {
        let fitting = max(1, fitting), group = max(1, groupSize)
        if count <= fitting { return max(1, count) }
        if fitting >= group { return fitting - fitting % group }
        return (1...fitting).last { group % $0 == 0 } ?? 1
    }
}
