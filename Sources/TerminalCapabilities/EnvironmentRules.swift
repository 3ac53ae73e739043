/// What the environment alone says about the terminal: pure functions of the variables, so
/// that every rule can be tested with a dictionary. Nil means undecided (tmux or the terminal
/// itself is asked next).
///
/// Inside tmux (`TMUX` set) the outer terminal's variables were copied when the tmux server
/// started and stay after a client from another terminal attaches, and `TERM` and
/// `TERM_PROGRAM` are tmux's own: `TerminalCapabilities.detect` asks tmux instead
/// (`TmuxReport`) and uses only `NO_COLOR` and `COLORTERM` from here; the outer terminal's
/// variables count only when tmux passes pictures through and cannot name its client.
public enum EnvironmentRules {
    /// Whether the process runs inside tmux.
    public static func isInsideTmux(_ environment: [String: String]) -> Bool {
        !(environment["TMUX"] ?? "").isEmpty
    }

    /// `NO_COLOR` (no-color.org: any non-empty value), then `COLORTERM` `truecolor` or
    /// `24bit`, then a terminal known to show 24-bit colour.
    public static func colorDepth(in environment: [String: String]) -> Detected<ColorDepth>? {
        if let noColor = noColor(in: environment) { return noColor }
        if let colorTerm = colorTerm(in: environment) { return colorTerm }
        if let terminal = KnownTerminal.named(in: environment), terminal.value.hasTrueColor {
            return Detected(.trueColor, because: terminal.reason)
        }
        return nil
    }

    /// The pictures for the terminal the environment names, when its kind is known to decide.
    public static func graphics(in environment: [String: String]) -> Detected<GraphicsProtocol>? {
        guard let terminal = KnownTerminal.named(in: environment), let graphics = terminal.value.graphics else { return nil }
        return Detected(graphics, because: terminal.reason)
    }

    /// No colour when `NO_COLOR` is set and not empty.
    public static func noColor(in environment: [String: String]) -> Detected<ColorDepth>? {
        guard let value = environment["NO_COLOR"], !value.isEmpty else { return nil }
        return Detected(.none, because: "NO_COLOR is set")
    }

    /// 24-bit colour when `COLORTERM` is `truecolor` or `24bit` (any case).
    public static func colorTerm(in environment: [String: String]) -> Detected<ColorDepth>? {
        guard let value = environment["COLORTERM"], ["truecolor", "24bit"].contains(value.lowercased()) else { return nil }
        return Detected(.trueColor, because: "COLORTERM=\(value)")
    }
}
