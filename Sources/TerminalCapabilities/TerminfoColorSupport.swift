/// What the terminfo entry for `TERM` says about colour. The caller reads it (TerminalScreen's
/// `TerminfoColors.read`) so that this module does not link ncurses.
public struct TerminfoColorSupport: Sendable, Hashable {
    /// `colors#`: 8, 256, or 0x1000000 for direct colour.
    public var colors: Int
    /// The `RGB` or `Tc` extended flag.
    public var hasRGBFlag: Bool

    public init(colors: Int, hasRGBFlag: Bool) {
        self.colors = colors
        self.hasRGBFlag = hasRGBFlag
    }

    /// Whether the entry says the terminal shows 24-bit colour: the flag, or colour numbers
    /// that are RGB values (`colors#0x1000000`, as in `xterm-direct`).
    public var offersTrueColor: Bool { hasRGBFlag || isDirect }

    /// Whether ncurses can send 24-bit colours with this entry as it is: its colour numbers are
    /// RGB values (otherwise the screen compiles a private direct-colour companion).
    public var isDirect: Bool { colors >= 0x100_0000 }
}
