import CNcursesw

extension CursesScreen {
    /// Puts `bytes` typed before the screen started (while the terminal was asked what it shows)
    /// back in front of the input, to be read as if typed now.
    public func pushBack(typed bytes: [UInt8]) {
        // ncurses reads what `ungetch` pushed last first.
        for byte in bytes.reversed() { ungetch(Int32(byte)) }
    }

    /// The next input, waiting at most `milliseconds` (0: only what is already there);
    /// nil when nothing came or the key means nothing to the screen.
    public func read(waiting milliseconds: Int32) -> TerminalInput? {
        wtimeout(window, milliseconds)
        var code: wint_t = 0
        let status = wget_wch(window, &code)
        switch status {
        case KEY_CODE_YES:
            return keyInput(Int32(code))
        case OK where code == 27:
            return escapeInput()
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

    /// Esc alone is the Esc key. ncurses hands over the bytes of a sequence it does not know
    /// (normal-mode arrows `ESC [ A`, Alt+key, a function key of another terminal) as an Esc
    /// followed by the rest, already waiting: those are read whole, arrows answered as arrows and
    /// the rest ignored, so that no unknown key quits the session.
    func escapeInput() -> TerminalInput? {
        wtimeout(window, 0)
        var code: wint_t = 0
        guard wget_wch(window, &code) != ERR else { return .key(.escape) }
        guard code == 91 || code == 79 else { return nil }
        var final: wint_t = 0
        for _ in 0..<32 {
            guard wget_wch(window, &final) != ERR else { return nil }
            if (0x40...0x7E).contains(final) { break }
        }
        switch final {
        case 65: return .key(.up)
        case 66: return .key(.down)
        case 67: return .key(.right)
        case 68: return .key(.left)
        default: return nil
        }
    }

    func characterInput(_ code: UInt32) -> TerminalInput? {
        switch code {
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case 8, 127: return .key(.backspace)
        case 0..<32: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }
}
