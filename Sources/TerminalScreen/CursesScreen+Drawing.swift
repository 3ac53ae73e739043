import Cells
import CNcursesw
import TerminalCapabilities
import Writers

extension CursesScreen {
    /// Shows `grid` (the terminal's size; cells beyond either are dropped): hands ncurses the
    /// cells that differ from the last frame, then `doupdate`. With 256 colours the grid is
    /// first mapped to palette entries as the ANSI writer maps it (`PaletteDither.indexed`).
    public func draw(_ grid: CellGrid) {
        let grid = switch depth {
        case .none: MonochromeCells.grid(for: grid)
        case .palette256: PaletteDither.indexed(grid)
        case .trueColor: grid
        }
        var changes: [CellChange]
        var repaintsAll = false
        if let shown, shown.width == grid.width, shown.height == grid.height {
            changes = grid.changes(from: shown)
        } else {
            werase(window)
            changes = grid.changes(from: CellGrid(width: 0, height: 0))
            repaintsAll = true
        }
        if !fitsPairTable(changes) {
            pairs.reset()
            clearok(window, true)
            changes = grid.changes(from: CellGrid(width: 0, height: 0))
            repaintsAll = true
        }
        // A full repaint clears the screen, pictures and all; cells written over a picture erase
        // part of it: the next `show` sends it again.
        if repaintsAll { shownPicture = nil }
        if picture(isCoveredBy: changes) { pictureIsCovered = true }
        let (columns, rows) = size
        var previous: (Int32, Int32) = (-2, -2)
        var lastRow = -1
        for change in changes {
            let column = change.position.column, row = change.position.row
            guard column < columns, row < rows else { continue }
            if row != lastRow {
                previous = (-2, -2)
                lastRow = row
            }
            put(change.cell, column: column, row: row, previous: &previous)
        }
        shown = grid
        wnoutrefresh(window)
        doupdate()
    }

    /// Forgets what is on the screen, so that the next `draw` repaints everything (and the next
    /// `show` sends its picture again).
    public func invalidate() {
        shown = nil
        shownPicture = nil
        clearok(window, true)
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
    func put(_ cell: Cell, column: Int, row: Int, previous: inout (Int32, Int32)) {
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
