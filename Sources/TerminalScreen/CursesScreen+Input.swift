import CNcursesw

extension CursesScreen {
    /// The next input, waiting at most `milliseconds` (0: only what is already there);
    /// nil when nothing came or the key means nothing to the screen.
    public func read(waiting milliseconds: Int32) -> TerminalInput? {
        wtimeout(window, milliseconds)
        var code: wint_t = 0
        let status = wget_wch(window, &code)
        switch status {
        case KEY_CODE_YES:
            return keyInput(Int32(code))
        case OK:
            return characterInput(UInt32(code))
        default:
            return nil
        }
    }

    func keyInput(_ code: Int32) -> TerminalInput? {
        switch code {
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_ENTER: return .key(.enter)
        case KEY_BTAB: return .key(.backTab)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_RESIZE:
            let (columns, rows) = size
            return .resize(columns: columns, rows: rows)
        case KEY_MOUSE:
            var event = MEVENT()
            guard getmouse(&event) == OK, cncurses_is_click(event.bstate) != 0 else { return nil }
            return .click(column: Int(event.x), row: Int(event.y))
        default:
            return nil
        }
    }

    func characterInput(_ code: UInt32) -> TerminalInput? {
        switch code {
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case 27: return .key(.escape)
        case 8, 127: return .key(.backspace)
        case 0..<32: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }
}
