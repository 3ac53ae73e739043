import Cells
import Raster
import Writers

/// A sheet of pictures at the device's own pixels, for `render --variants -o sheet.png` (and
/// `--entry all`): the same sections, titles and captions as the terminal's `PictureSheet`, each
/// row holding one section's group (a mode's four variants), tiles in cells as wide as the
/// widest tile, text drawn from the terminal font at `textHeight` pixels a line.
struct PixelSheet {
    struct Tile {
        var caption: String
        var picture: PixelBuffer
    }

    struct Section {
        var title: String?
        var tiles: [Tile]
        /// Tiles a row holds.
        var perRow: Int
    }

    var sections: [Section]
    var footnote: String?

    /// The gap between tiles and around the sheet, in pixels.
    static let gap = 24
    /// A text line's height in pixels (a caption, a title); characters are half as wide.
    static let textHeight = 36

    var background: PixelColor { PixelColor(red: 0, green: 0, blue: 0) }

    /// The sheet as one picture.
    func picture() -> PixelBuffer {
        let gap = Self.gap, line = Self.textHeight
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
        let painter = CellGridPainter(cellWidth: Self.textHeight / 2, cellHeight: Self.textHeight)
        sheet.paste(painter.paint(grid), atX: x, y: y)
    }
}
