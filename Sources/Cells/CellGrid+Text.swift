/// Terminal text placed over a picture.
extension CellGrid {
    /// Writes `text` from `position` rightwards, one character per cell (wide characters
    /// take two: the character, then a `.continuation`), in `foreground`, keeping the
    /// picture beneath as background:
    ///
    /// - over a `.pixels` cell the background becomes the **mean of its two pixels** (the
    ///   glyph spans both halves, so the mix is what the eye sees around it; when either
    ///   half is not an RGB colour, the bottom one is kept);
    /// - over a character cell its background is kept;
    /// - a wide character's two cells share the mean of both backgrounds (a terminal paints
    ///   them with one colour).
    ///
    /// Control and zero-width characters are skipped; writing stops at the right edge (a wide
    /// character that would not fit is dropped). Returns the columns written.
    @discardableResult
    public mutating func put(text: String, at position: CellPosition, foreground: CellColor,
                             bold: Bool = false) -> Int {
        put(text: text, at: position, foreground: foreground, style: bold ? .bold : [])
    }

    /// `put(text:at:foreground:bold:)` in a whole style (underlined, crossed out).
    @discardableResult
    public mutating func put(text: String, at position: CellPosition, foreground: CellColor,
                             style: CellTextStyle) -> Int {
        guard position.row >= 0 && position.row < height else { return 0 }
        var x = position.column
        for character in text {
            let columns = TerminalWidth.columns(of: character)
            if columns == 0 { continue }
            if x + columns > width { break }
            if x >= 0 {
                setCharacter(character, at: CellPosition(column: x, row: position.row), foreground: foreground, style: style)
            }
            x += columns
        }
        return max(0, x - max(position.column, 0))
    }

    /// Sets one character (one or two columns) over the picture, as `put(text:…)` does.
    public mutating func setCharacter(_ character: Character, at position: CellPosition, foreground: CellColor,
                                      bold: Bool = false) {
        setCharacter(character, at: position, foreground: foreground, style: bold ? .bold : [])
    }

    /// `setCharacter(_:at:foreground:bold:)` in a whole style.
    public mutating func setCharacter(_ character: Character, at position: CellPosition, foreground: CellColor,
                                      style: CellTextStyle) {
        let x = position.column, y = position.row
        let wide = TerminalWidth.columns(of: character) == 2
        guard x >= 0, y >= 0, y < height, x + (wide ? 1 : 0) < width else { return }
        var background = backgroundUnderText(self[x, y])
        if wide { background = Self.mean(background, backgroundUnderText(self[x + 1, y])) }
        clearWideCharacter(at: x, y)
        if wide { clearWideCharacter(at: x + 1, y) }
        self[x, y] = .character(character, foreground: foreground, background: background, style: style)
        if wide {
            self[x + 1, y] = Cell(glyph: .continuation, foreground: foreground, background: background, style: style)
        }
    }

    /// The background a character gets over `cell`.
    private func backgroundUnderText(_ cell: Cell) -> CellColor {
        guard case .pixels = cell.glyph else { return cell.background }
        return Self.mean(cell.top, cell.bottom)
    }

    private static func mean(_ a: CellColor, _ b: CellColor) -> CellColor {
        if case .rgb(let x) = a, case .rgb(let y) = b { return .rgb(x.mixed(with: y)) }
        return b
    }
}
