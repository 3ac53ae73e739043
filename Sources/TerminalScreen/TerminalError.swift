/// Why the interactive screen cannot start.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// `TERM` is unset or `dumb`.
    case dumbTerminal
    /// terminfo has no entry for `TERM`.
    case unknownTerminal(String)
    /// `tic` could not compile the private direct-colour entry.
    case terminfoCompileFailed(String)
    /// ncurses refused to start.
    case cannotStart(String)

    public var description: String {
        switch self {
        case .notATerminal: "standard input and output must be a terminal"
        case .dumbTerminal: "the terminal (TERM) is unset or 'dumb' and cannot show a live preview"
        case .unknownTerminal(let term): "terminfo has no entry for TERM='\(term)'"
        case .terminfoCompileFailed(let term): "tic could not compile a direct-colour entry based on '\(term)'"
        case .cannotStart(let term): "ncurses could not start on TERM='\(term)'"
        }
    }
}
