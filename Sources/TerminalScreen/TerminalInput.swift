/// One thing the terminal reported: a typed character, a named key, a mouse click or a new size.
/// The screen does not know what they mean; the front end does.
public enum TerminalInput: Sendable, Hashable {
    case character(Character)
    case key(TerminalKey)
    /// Button 1 at a cell.
    case click(column: Int, row: Int)
    case resize(columns: Int, rows: Int)
}

/// The named keys the screen reports.
public enum TerminalKey: Sendable, Hashable {
    case enter, tab, backTab, escape, up, down, left, right, backspace
}
