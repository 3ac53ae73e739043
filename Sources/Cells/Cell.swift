/// One terminal cell: a glyph, its colours, and (for text) its style: bold, underlined, crossed out.
///
/// For `.pixels` cells, `foreground` is the **top** pixel and `background` the **bottom**
/// pixel (the `▀` convention); `top` and `bottom` name them.
public struct Cell: Sendable, Hashable {
    public var glyph: CellGlyph
    public var foreground: CellColor
    public var background: CellColor
    public var style: CellTextStyle

    public init(glyph: CellGlyph, foreground: CellColor, background: CellColor, bold: Bool = false) {
        self.init(glyph: glyph, foreground: foreground, background: background, style: bold ? .bold : [])
    }

    public init(glyph: CellGlyph, foreground: CellColor, background: CellColor, style: CellTextStyle) {
        self.glyph = glyph
        self.foreground = foreground
        self.background = background
        self.style = style
    }

    /// Whether the text is bold.
    public var bold: Bool {
        get { style.contains(.bold) }
        set { if newValue { style.insert(.bold) } else { style.remove(.bold) } }
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

    /// A character cell in a style.
    public static func character(_ character: Character, foreground: CellColor, background: CellColor,
                                 style: CellTextStyle) -> Cell {
        Cell(glyph: .character(character), foreground: foreground, background: background, style: style)
    }

    /// An empty cell in the terminal's default colours.
    public static let blank = Cell(glyph: .pixels, foreground: .terminalDefault, background: .terminalDefault)

    /// The top pixel of a `.pixels` cell.
    public var top: CellColor { foreground }
    /// The bottom pixel of a `.pixels` cell.
    public var bottom: CellColor { background }

    /// The cell as it looks once written and read back from a terminal: a text space or a
    /// `▀`/`▄` character becomes the equivalent `.pixels` cell, and pixel cells lose `bold`
    /// (it does not show); a space under a line keeps it. Grids compared after a round trip
    /// through a terminal should be compared in this form (`CellGrid.displayForm`).
    public var displayForm: Cell {
        switch glyph {
        case .character(" ") where style.isDisjoint(with: .lines): .pixels(top: background, bottom: background)
        case .character(" "): .character(" ", foreground: foreground, background: background, style: style.subtracting(.bold))
        case .character("▀"): .pixels(top: foreground, bottom: background)
        case .character("▄"): .pixels(top: background, bottom: foreground)
        case .pixels where !style.isEmpty: .pixels(top: foreground, bottom: background)
        default: self
        }
    }
}
