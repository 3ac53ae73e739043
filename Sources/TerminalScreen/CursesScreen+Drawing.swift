import Cells
import CNcursesw
import TerminalCapabilities
import Writers

extension CursesScreen {
    /// Shows `grid` (the terminal's size; cells beyond either are dropped): hands ncurses the
    /// cells that differ from the last frame, then `doupdate`. With 256 colours the grid is
    /// first mapped to palette entries as the ANSI writer maps it (`PaletteDither.indexed`).
    ///
    /// With colours, the changed cells are sent by `AnsiWriter` rather than by ncurses, which
    /// sets both colours again at every change of pair (`setaf` and `setab` through `tparm`:
    /// 1.5× the bytes and a third of a full frame's time): the cells go into ncurses' record of
    /// the screen as well as into the window, so that ncurses knows them and sends nothing
    /// for them, and the writer's bytes follow its update between a saved and restored cursor.
    public func draw(_ grid: CellGrid) {
        let grid = switch depth {
        case .none: MonochromeCells.grid(for: grid)
        case .palette256: PaletteDither.indexed(grid)
        case .trueColor: grid
        }
        let writesCells = depth != .none
        var changes: [CellChange]
        var repaintsAll = false
        if let shown, shown.width == grid.width, shown.height == grid.height {
            changes = grid.changes(from: shown)
        } else {
            werase(window)
            if writesCells { werase(cncurses_curscr()) }
            changes = grid.changes(from: CellGrid(width: 0, height: 0))
            repaintsAll = true
        }
        if !fitsPairTable(changes) {
            pairs.reset()
            changes = grid.changes(from: CellGrid(width: 0, height: 0))
            repaintsAll = true
            if !writesCells { clearok(window, true) }
        }
        // A full repaint clears the screen, pictures and all; cells written over a picture erase
        // part of it: the next `show` sends it again.
        if repaintsAll { shownPicture = nil }
        if picture(isCoveredBy: changes) { pictureIsCovered = true }
        let (columns, rows) = size
        changes.removeAll { $0.position.column >= columns || $0.position.row >= rows }
        var previous: (Int32, Int32) = (-2, -2)
        var lastRow = -1
        for change in changes {
            let column = change.position.column, row = change.position.row
            if row != lastRow {
                previous = (-2, -2)
                lastRow = row
            }
            put(change.cell, column: column, row: row, previous: &previous, alsoAsShown: writesCells)
        }
        shown = grid
        wnoutrefresh(window)
        doupdate()
        if writesCells, !changes.isEmpty {
            let clears = repaintsAll ? Array("\u{1B}[0m\u{1B}[2J".utf8) : []
            writeThrough(Array("\u{1B}7".utf8) + clears + AnsiWriter(depth: depth).write(changes: changes, of: grid) + Array("\u{1B}8".utf8))
        }
    }

    /// Whether the pairs the changed cells need fit the table beside the ones it holds.
    func fitsPairTable(_ changes: [CellChange]) -> Bool {
        guard depth != .none else { return true }
        var fresh = Set<UInt64>()
        for change in changes {
            let (first, second, _) = colors(of: change.cell, previous: (-2, -2))
            if !pairs.contains(first, second) { fresh.insert(ColorPairTable.key(first, second)) }
            if pairs.count + fresh.count > pairs.capacity { return false }
        }
        return true
    }

    /// One cell into the window: `▀`, `▄` or a space for pixels, choosing the form that
    /// reuses the pair of the cell before it when it can.
    /// `alsoAsShown` writes it into ncurses' record of the screen too (`curscr`), for a cell
    /// the screen sends itself.
    func put(_ cell: Cell, column: Int, row: Int, previous: inout (Int32, Int32), alsoAsShown: Bool = false) {
        let (foreground, background, glyph) = colors(of: cell, previous: previous)
        guard glyph != 0 else { return }
        let pair = pairs.pair(foreground, background)
        previous = (foreground, background)
        scratch.text[0] = wchar_t(glyph)
        var count = 1
        if case .character(let character) = cell.glyph {
            for scalar in character.unicodeScalars.dropFirst().prefix(4) {
                scratch.text[count] = wchar_t(scalar.value)
                count += 1
            }
        }
        scratch.text[count] = 0
        var pairNumber = pair
        let attributes = cell.bold && glyph != 0x20 && glyph != 0x2580 && glyph != 0x2584 ? cncurses_bold() : cncurses_normal()
        setcchar(&scratch.character, scratch.text, attributes, 0, &pairNumber)
        mvwadd_wch(window, Int32(row), Int32(column), &scratch.character)
        if alsoAsShown { mvwadd_wch(cncurses_curscr(), Int32(row), Int32(column), &scratch.character) }
    }

    /// The colours (ncurses numbers, -1 for the default) and the character a cell is drawn with;
    /// 0 for a continuation, which ncurses fills itself.
    func colors(of cell: Cell, previous: (Int32, Int32)) -> (Int32, Int32, UInt32) {
        switch cell.glyph {
        case .continuation:
            return (-1, -1, 0)
        case .character(let character):
            let scalar = character.unicodeScalars.first?.value ?? 0x20
            let printable = TerminalWidth.columns(of: character) > 0 ? scalar : 0x20
            return (number(cell.foreground), number(cell.background), printable)
        case .pixels:
            let top = number(cell.top), bottom = number(cell.bottom)
            if top == bottom {
                return previous.1 == top ? (previous.0, top, 0x20) : (top, top, 0x20)
            }
            if previous == (bottom, top) { return (bottom, top, 0x2584) }
            return (top, bottom, 0x2580)
        }
    }

    /// A colour as ncurses takes it for this screen's depth.
    func number(_ color: CellColor) -> Int32 {
        switch (color, depth) {
        case (_, .none), (.terminalDefault, _):
            return -1
        case (.indexed(let index), _):
            return Int32(index)
        case (.rgb(let rgb), .palette256):
            return Int32(XtermPalette.nearestIndex(to: rgb))
        case (.rgb(let rgb), .trueColor):
            // Values 0–7 would be sent as palette colours: the nearest colour above them.
            let value = Int32(rgb.hex)
            return value < 8 ? value | 0x01_0100 : value
        }
    }
}
