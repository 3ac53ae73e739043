/// One terminal cell: a glyph, its colours, and boldness (for text).
///
/// For `.pixels` cells, `foreground` is the **top** pixel and `background` the **bottom**
/// pixel (the `▀` convention); `top` and `bottom` name them.
public struct Cell: Sendable, Hashable {
    public var glyph: CellGlyph
    public var foreground: CellColor
    public var background: CellColor
    public var bold: Bool

    public init(glyph: CellGlyph, foreground: CellColor, background: CellColor, bold: Bool = false) {
        self.glyph = glyph
        self.foreground = foreground
        self.background = background
        self.bold = bold
    }

    /// A half-block cell of two pixels.
    @inlinable
    public static func pixels(top: RGB24, bottom: RGB24) -> Cell {
        Cell(glyph: .pixels, foreground: .rgb(top), background: .rgb(bottom))
    }

    /// A half-block cell of two pixels in any colour form.
    public static func pixels(top: CellColor, bottom: CellColor) -> Cell {
        Cell(glyph: .pixels, foreground: top, background: bottom)
    }

    /// A character cell.
    public static func character(_ character: Character, foreground: CellColor, background: CellColor,
                                 bold: Bool = false) -> Cell {
        Cell(glyph: .character(character), foreground: foreground, background: background, bold: bold)
    }

    /// An empty cell in the terminal's default colours.
    public static let blank = Cell(glyph: .pixels, foreground: .terminalDefault, background: .terminalDefault)

    /// The top pixel of a `.pixels` cell.
    public var top: CellColor { foreground }
    /// The bottom pixel of a `.pixels` cell.
    public var bottom: CellColor { background }

    /// The cell as it looks once written and read back from a terminal: a text space or a
    /// `▀`/`▄` character becomes the equivalent `.pixels` cell, and pixel cells lose `bold`
    /// (it does not show). Grids compared after a round trip through a terminal should be
    /// compared in this form (`CellGrid.displayForm`).
    public var displayForm: Cell {
        switch glyph {
        case .character(" "): .pixels(top: background, bottom: background)
        case .character("▀"): .pixels(top: foreground, bottom: background)
        case .character("▄"): .pixels(top: background, bottom: foreground)
        case .pixels where bold: .pixels(top: foreground, bottom: background)
        default: self
        }
    }
}
