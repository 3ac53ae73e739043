import Cells
import Raster
import Writers

/// A sheet of pictures in real pixels, for `render --variants -o sheet.png` (and `--entry all`)
/// and for terminals that show pixels (`render`, the live preview's `v`): the same sections,
/// titles and captions as the terminal's `PictureSheet`, each row holding one section's group (a
/// mode's four variants), tiles in cells as wide as the widest tile, text drawn from the
/// terminal font at `textHeight` pixels a line.
public struct PixelSheet {
    /// One picture and the line under it.
    public struct Tile {
        public var caption: String
        public var picture: PixelBuffer

        public init(caption: String, picture: PixelBuffer) {
            self.caption = caption
            self.picture = picture
        }
    }

    /// A titled group of tiles, `perRow` to a row.
    public struct Section {
        public var title: String?
        public var tiles: [Tile]
        /// Tiles a row holds.
        public var perRow: Int

        public init(title: String?, tiles: [Tile], perRow: Int) {
            self.title = title
            self.tiles = tiles
            self.perRow = perRow
        }
    }

    public var sections: [Section]
    public var footnote: String?
    /// A text line's height in pixels (a caption, a title); characters are half as wide. 36 for
    /// device-pixel sheets: a caption as tall as a 12-pt line at @3x.
    public var textHeight = 36
    /// The gap between tiles and around the sheet, in pixels: two thirds of a line.
    public var gap: Int { textHeight * 2 / 3 }

    public init(sections: [Section], footnote: String? = nil, textHeight: Int = 36) {
        self.sections = sections
        self.footnote = footnote
        self.textHeight = textHeight
    }

    var background: PixelColor { PixelColor(red: 0, green: 0, blue: 0) }

    /// The sheet as one picture.
    public func picture() -> PixelBuffer {
        let gap = self.gap, line = textHeight
        let tileWidth = sections.flatMap(\.tiles).map(\.picture.width).max() ?? 0
        let tileHeight = sections.flatMap(\.tiles).map(\.picture.height).max() ?? 0
        let captionWidth = (sections.flatMap(\.tiles).map { TerminalWidth.columns(of: $0.caption) }.max() ?? 0) * line / 2
        let cellWidth = max(tileWidth, captionWidth)
        let perRow = max(1, sections.map(\.perRow).max() ?? 1)
        let rowHeight = tileHeight + line + gap
        var height = gap
        for section in sections {
            if section.title != nil { height += line + gap / 2 }
            height += (section.tiles.count + section.perRow - 1) / max(section.perRow, 1) * rowHeight
        }
        let width = gap + perRow * (cellWidth + gap)
        let footnoteLines = footnote.map { Self.wrapped($0, columns: max(8, (width - 2 * gap) / (line / 2))) } ?? []
        height += footnoteLines.count * line + (footnoteLines.isEmpty ? 0 : gap)
        var sheet = PixelBuffer(width: width, height: height, fill: background)
        var y = gap
        for section in sections {
            if let title = section.title {
                paste(text: title, bold: true, into: &sheet, x: gap, y: y)
                y += line + gap / 2
            }
            for (index, tile) in section.tiles.enumerated() {
                let column = index % max(section.perRow, 1), row = index / max(section.perRow, 1)
                let left = gap + column * (cellWidth + gap), top = y + row * rowHeight
                sheet.paste(tile.picture, atX: left + (cellWidth - tile.picture.width) / 2, y: top + (tileHeight - tile.picture.height) / 2)
                let captionLeft = left + (cellWidth - TerminalWidth.columns(of: tile.caption) * line / 2) / 2
                paste(text: tile.caption, bold: false, into: &sheet, x: captionLeft, y: top + tileHeight + gap / 4)
            }
            y += (section.tiles.count + section.perRow - 1) / max(section.perRow, 1) * rowHeight
        }
        for (index, text) in footnoteLines.enumerated() { paste(text: text, bold: false, into: &sheet, x: gap, y: y + index * line) }
        return sheet
    }

    /// `text` in lines of at most `columns` characters, broken at spaces.
    static func wrapped(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > columns {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        return current.isEmpty ? lines : lines + [current]
    }

    /// Draws one line of text with its top-left corner at (x, y).
    func paste(text: String, bold: Bool, into sheet: inout PixelBuffer, x: Int, y: Int) {
        let columns = max(1, TerminalWidth.columns(of: text))
        var grid = CellGrid(width: columns, height: 1)
        let colour = CellColor.rgb(RGB24(hex: bold ? 0xFFFFFF : 0xC7C7CC))
        for column in 0..<columns { grid[column, 0] = .character(" ", foreground: colour, background: .rgb(.black)) }
        grid.put(text: text, at: CellPosition(column: 0, row: 0), foreground: colour, bold: bold)
        let painter = CellGridPainter(cellWidth: textHeight / 2, cellHeight: textHeight)
        sheet.paste(painter.paint(grid), atX: x, y: y)
    }
}
