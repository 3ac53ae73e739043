import Cells
import Raster
import Typography

/// Paints a `CellGrid` as a terminal shows it, for picture files of exactly what `render`
/// prints: every cell a fixed box (10×20 pixels unless told otherwise), a pixel cell as two
/// coloured halves (the `▀`/`▄` a writer chooses look the same), a character cell as its
/// background with the character drawn from the monospace font (`TerminalFont`) in its
/// foreground colour, bold from the bold face, a wide character over its two cells, and the
/// terminal's default colours as a dark terminal's.
public struct CellGridPainter: Sendable {
    /// A dark terminal's default text colour (xterm's colour 7).
    public static let darkTerminalForeground = RGB24(hex: 0xE5E5E5)
    /// A dark terminal's default background.
    public static let darkTerminalBackground = RGB24.black

    /// A cell's size in pixels.
    public var cellWidth: Int
    public var cellHeight: Int
    /// What `default` means for text (`ESC[39m`).
    public var defaultForeground: RGB24
    /// What `default` means for backgrounds (`ESC[49m`) and for pixels with no colour of their own.
    public var defaultBackground: RGB24
    public var font: TerminalFont

    public init(cellWidth: Int = 10, cellHeight: Int = 20, defaultForeground: RGB24 = Self.darkTerminalForeground,
                defaultBackground: RGB24 = Self.darkTerminalBackground, font: TerminalFont = TerminalFont()) {
        self.cellWidth = max(1, cellWidth)
        self.cellHeight = max(2, cellHeight)
        self.defaultForeground = defaultForeground
        self.defaultBackground = defaultBackground
        self.font = font
    }

    /// The picture's size in pixels for a grid of `columns` × `rows` cells.
    public func pictureSize(columns: Int, rows: Int) -> (width: Int, height: Int) {
        (columns * cellWidth, rows * cellHeight)
    }

    /// The grid as the terminal shows it: `grid.width × cellWidth` by `grid.height × cellHeight`
    /// opaque pixels.
    public func paint(_ grid: CellGrid) -> PixelBuffer {
        let shown = grid.displayForm
        let size = pictureSize(columns: grid.width, rows: grid.height)
        var buffer = PixelBuffer(width: size.width, height: size.height, fill: Self.pixel(defaultBackground))
        let metrics = CharacterMetrics(font: font, cellWidth: cellWidth, cellHeight: cellHeight)
        for row in 0..<grid.height {
            for column in 0..<grid.width {
                let cell = shown[column, row]
                let x = column * cellWidth, y = row * cellHeight
                switch cell.glyph {
                case .pixels:
                    let upper = cellHeight / 2
                    buffer.fill(Self.pixel(color(cell.top, default: defaultBackground)),
                                in: PixelBounds(x: x, y: y, width: cellWidth, height: upper))
                    buffer.fill(Self.pixel(color(cell.bottom, default: defaultBackground)),
                                in: PixelBounds(x: x, y: y + upper, width: cellWidth, height: cellHeight - upper))
                case .continuation:
                    // Painted with the wide character to its left; alone, it is a blank in its background.
                    if column == 0 || !Self.isWideCharacter(shown[column - 1, row]) {
                        buffer.fill(Self.pixel(color(cell.background, default: defaultBackground)),
                                    in: PixelBounds(x: x, y: y, width: cellWidth, height: cellHeight))
                    }
                case .character(let character):
                    let wide = TerminalWidth.columns(of: character) == 2 && column + 1 < grid.width
                        && shown[column + 1, row].glyph == .continuation
                    let box = PixelBounds(x: x, y: y, width: (wide ? 2 : 1) * cellWidth, height: cellHeight)
                    buffer.fill(Self.pixel(color(cell.background, default: defaultBackground)), in: box)
                    let ink = color(cell.foreground, default: defaultForeground)
                    draw(character, bold: cell.bold, color: ink, in: box, metrics: metrics, into: &buffer)
                    drawLines(cell.style, color: ink, in: box, metrics: metrics, into: &buffer)
                }
            }
        }
        return buffer
    }

    /// Underline and crossing-out as terminals draw them: a line the cell's width, a tenth of
    /// its height thick (at least a pixel; chosen, near xterm's and kitty's), just under the
    /// baseline, or at the middle of the lower-case letters.
    func drawLines(_ style: CellTextStyle, color: RGB24, in box: PixelBounds, metrics: CharacterMetrics, into buffer: inout PixelBuffer) {
        let thickness = max(1, cellHeight / 10)
        if style.contains(.underline) {
            let y = min(box.y + metrics.baseline + 1, box.y + box.height - thickness)
            buffer.fill(Self.pixel(color), in: PixelBounds(x: box.x, y: y, width: box.width, height: thickness))
        }
        if style.contains(.strikethrough) {
            let y = box.y + metrics.baseline - Int((Double(metrics.pixelSize) * 0.3).rounded()) - thickness / 2
            buffer.fill(Self.pixel(color), in: PixelBounds(x: box.x, y: y, width: box.width, height: thickness))
        }
    }

    /// The colour a terminal shows for a cell colour.
    func color(_ color: CellColor, default fallback: RGB24) -> RGB24 {
        switch color {
        case .terminalDefault: fallback
        case .rgb(let value): value
        case .indexed(let index): XtermPalette.color(at: index)
        }
    }

    static func isWideCharacter(_ cell: Cell) -> Bool {
        if case .character(let character) = cell.glyph { return TerminalWidth.columns(of: character) == 2 }
        return false
    }

    static func pixel(_ color: RGB24) -> PixelColor {
        PixelColor(red: color.red, green: color.green, blue: color.blue)
    }

    /// Draws one character in `box`: full and half blocks as exact rectangles, as terminals
    /// draw them; anything else as its glyph centred in the box on the cell's baseline,
    /// narrowed when the glyph (from the fallback face) is wider than the box.
    func draw(_ character: Character, bold: Bool, color: RGB24, in box: PixelBounds, metrics: CharacterMetrics,
              into buffer: inout PixelBuffer) {
        let ink = Self.pixel(color)
        switch character {
        case " ": return
        case "█": buffer.fill(ink, in: box); return
        case "▌": buffer.fill(ink, in: PixelBounds(x: box.x, y: box.y, width: box.width / 2, height: box.height)); return
        case "▐": buffer.fill(ink, in: PixelBounds(x: box.x + box.width / 2, y: box.y, width: box.width - box.width / 2, height: box.height))
            return
        default: break
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first, let face = font.face(for: first, bold: bold) else { return }
        var size = metrics.pixelSize
        let advance = face.glyph(first, pixelSize: size).advance
        if advance > Double(box.width), advance > 0 {
            size = max(1, Int((Double(size) * Double(box.width) / advance).rounded(.down)))
        }
        let pen = Double(box.x) + (Double(box.width) - face.glyph(first, pixelSize: size).advance) / 2
        let baseline = box.y + metrics.baseline
        for scalar in scalars where scalar == first || scalar.properties.generalCategory == .nonspacingMark {
            let glyph = (scalar == first ? face : font.face(for: scalar, bold: bold) ?? face).glyph(scalar, pixelSize: size)
            blit(glyph, x: Int(pen.rounded()) + glyph.left, y: baseline - glyph.top, ink: ink, clip: box, into: &buffer)
        }
    }

    /// Blends a glyph's coverage in `ink` over the buffer, inside `clip` only.
    func blit(_ glyph: GlyphBitmap, x originX: Int, y originY: Int, ink: PixelColor, clip: PixelBounds, into buffer: inout PixelBuffer) {
        let area = PixelBounds(x: originX, y: originY, width: glyph.width, height: glyph.height).intersection(clip)
            .intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let coverage = Int(glyph.coverage[(y - originY) * glyph.width + (x - originX)])
                if coverage > 0 { buffer[x, y] = ink.scaled(by: coverage).over(buffer[x, y]) }
            }
        }
    }
}
