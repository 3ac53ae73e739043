import Cells

/// Captioned pictures set out as one labelled grid, the way Xcode's preview canvas shows a
/// view's variants: each section a bold title over tiles in rows and columns (every tile centred
/// in a cell as wide as the widest tile or caption of the sheet, a gap between cells, the
/// caption centred under each), rows wrapped to the width given, and an optional footnote at
/// the bottom. Cells not covered keep the
/// terminal's own colours.
///
/// The sheet is only layout: the pictures are made by whoever builds the sections (`render
/// --variants`, `render --entry all`), so any `CellGrid` can be a tile.
public struct PictureSheet: Sendable, Hashable {
    public var sections: [SheetSection]
    /// Words under the whole sheet (wrapped at spaces), nil for none.
    public var footnote: String?
    public var style: SheetStyle

    public init(sections: [SheetSection], footnote: String? = nil, style: SheetStyle = .standard) {
        self.sections = sections
        self.footnote = footnote
        self.style = style
    }

    /// A sheet of one section.
    public init(tiles: [SheetTile], title: String? = nil, groupSize: Int = 1, footnote: String? = nil,
                style: SheetStyle = .standard) {
        self.init(sections: [SheetSection(title: title, tiles: tiles, groupSize: groupSize)], footnote: footnote, style: style)
    }

    /// The sheet drawn at most `width` columns wide (narrower when its rows are), as tall as its
    /// rows need. A single tile wider than `width` is cut at the right edge.
    public func grid(width: Int) -> CellGrid {
        let layout = SheetLayout(sections: sections, footnote: footnote, style: style, width: width)
        var grid = CellGrid(width: layout.width, height: layout.height)
        for title in layout.titles {
            grid.put(text: title.text, at: CellPosition(column: 0, row: title.row), foreground: style.titleColor, bold: true)
        }
        for placed in layout.tiles {
            let tile = sections[placed.section].tiles[placed.index]
            grid.paste(tile.picture, at: placed.picture)
            grid.put(text: placed.captionText, at: placed.caption, foreground: style.captionColor)
        }
        for line in layout.footnote {
            grid.put(text: line.text, at: CellPosition(column: 0, row: line.row), foreground: style.captionColor)
        }
        return grid
    }
}
