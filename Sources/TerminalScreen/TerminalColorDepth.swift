import Foundation

/// How many colours the screen sends: 24-bit, the xterm 256-colour palette, or none.
public enum TerminalColorDepth: String, Sendable, Hashable, CaseIterable {
    case direct
    case palette256
    case monochrome

    /// The depth for this terminal: `forced` when given (`--color`), else no colour when
    /// `NO_COLOR` is set (no-color.org), 24-bit when `COLORTERM` is `truecolor` or `24bit` or
    /// terminfo says `RGB` or `Tc`, 256 colours when terminfo offers them, else none.
    public static func choose(forced: TerminalColorDepth?, environment: [String: String],
                              terminfo: TerminfoColors) -> TerminalColorDepth {
        if let forced { return forced }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        if let colorTerm = environment["COLORTERM"]?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" {
            return .direct
        }
        if terminfo.offersTrueColor { return .direct }
        return terminfo.colors >= 256 ? .palette256 : .monochrome
    }
}
