import CNcursesw
import Foundation

/// What a terminfo entry says about colour, read with `setupterm` before the screen starts.
public struct TerminfoColors: Sendable, Hashable {
    /// `colors#`: 8, 256, or 0x1000000 for direct colour.
    public var colors: Int
    /// The `RGB` or `Tc` extended flag.
    public var hasRGBFlag: Bool

    public init(colors: Int, hasRGBFlag: Bool) {
        self.colors = colors
        self.hasRGBFlag = hasRGBFlag
    }

    /// Whether ncurses can send 24-bit colours with this entry: its colour numbers are RGB values.
    public var isDirect: Bool { colors >= 0x100_0000 }

    /// Whether the terminal says it shows 24-bit colour (the entry may still need a private
    /// direct-colour companion for ncurses to send it).
    public var offersTrueColor: Bool { hasRGBFlag || isDirect }

    /// Reads the entry for `term`; nil when terminfo has no such entry.
    public static func read(term: String, output: Int32 = STDOUT_FILENO) -> TerminfoColors? {
        var status: Int32 = 0
        guard setupterm(term, output, &status) == OK, status == 1 else { return nil }
        defer { cncurses_free_terminal() }
        let colors = Int(tigetnum("colors"))
        let rgb = tigetflag("RGB") == 1 || tigetflag("Tc") == 1
        return TerminfoColors(colors: max(colors, 0), hasRGBFlag: rgb)
    }
}
