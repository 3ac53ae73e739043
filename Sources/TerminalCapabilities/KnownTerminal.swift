/// The terminals recognised by their environment or by their XTVERSION answer, each with the
/// pictures and colours it is known to show. One table: the environment rules, tmux's client
/// and the query's XTVERSION answer all read it (after chafa's `chafa-term-db.c` and timg's
/// `term-query.cc`).
public enum KnownTerminal: String, Sendable, Hashable, CaseIterable {
    case kitty, ghostty, iTerm2, wezTerm, vsCode, konsole, foot, mlterm, windowsTerminal, appleTerminal, vte, alacritty

    /// How the terminal shows itself in the environment.
    public var signs: [EnvironmentSign] {
        switch self {
        case .kitty: [EnvironmentSign("TERM", .equals("xterm-kitty")), EnvironmentSign("KITTY_WINDOW_ID", .isSet)]
        case .ghostty: [EnvironmentSign("TERM", .equals("xterm-ghostty")), EnvironmentSign("TERM_PROGRAM", .equals("ghostty"))]
        // iTerm2 sets LC_TERMINAL too: the usual ssh setup (SendEnv LANG LC_*) forwards it, so
        // it names iTerm2 on the far side of a connection as well.
        case .iTerm2: [EnvironmentSign("TERM_PROGRAM", .equals("iTerm.app")), EnvironmentSign("LC_TERMINAL", .equals("iTerm2"))]
        case .wezTerm: [EnvironmentSign("TERM_PROGRAM", .equals("WezTerm")), EnvironmentSign("WEZTERM_EXECUTABLE", .isSet)]
        case .vsCode: [EnvironmentSign("TERM_PROGRAM", .equals("vscode"))]
        case .konsole: [EnvironmentSign("KONSOLE_VERSION", .isSet)]
        case .foot: [EnvironmentSign("TERM", .hasPrefix("foot"))]
        case .mlterm: [EnvironmentSign("TERM", .equals("mlterm"))]
        case .windowsTerminal: [EnvironmentSign("WT_SESSION", .isSet)]
        case .appleTerminal: [EnvironmentSign("TERM_PROGRAM", .equals("Apple_Terminal"))]
        // VTE 0.36 (VTE_VERSION 3600) was the first with 24-bit colour.
        case .vte: [EnvironmentSign("VTE_VERSION", .atLeast(3600))]
        case .alacritty: [EnvironmentSign("TERM", .hasPrefix("alacritty"))]
        }
    }

    /// How its XTVERSION answer begins, lowercased ("kitty(0.26.5)", "WezTerm 20240203-…",
    /// "iTerm2 3.5.0", "foot(1.16.2)"; the names timg looks for); nil where the answer would
    /// not change the choice or the terminal does not give one.
    public var versionPrefix: String? {
        switch self {
        case .kitty: "kitty"
        case .ghostty: "ghostty"
        case .iTerm2: "iterm2"
        case .wezTerm: "wezterm"
        case .konsole: "konsole"
        case .foot: "foot"
        case .mlterm: "mlterm"
        case .vsCode, .windowsTerminal, .appleTerminal, .vte, .alacritty: nil
        }
    }

    /// The pictures to send it; nil when only asking tells (VTE builds differ in sixel support,
    /// Alacritty has no pixel graphics but may gain them).
    public var graphics: GraphicsProtocol? {
        switch self {
        case .kitty, .ghostty: .kitty
        case .iTerm2: .iterm
        // WezTerm speaks kitty, iTerm2 and sixel; its kitty implementation is not conformant
        // (a new placement deletes the previous ones, chafa went back to sixels for it), and
        // iTerm2's protocol is the one WezTerm's own imgcat uses (timg sends it iTerm2 too).
        case .wezTerm: .iterm
        // VS Code's terminal (xterm.js) shows iTerm2 inline images and sixel when its
        // `terminal.integrated.enableImages` setting is on; with it off the escape is dropped
        // and nothing shows, so `--graphics blocks` is the way back. timg chooses iTerm2 too.
        case .vsCode: .iterm
        // Konsole reads kitty, iTerm2 and sixel images. Tried in Konsole 22.12 under Xvfb:
        // all three show, but an iTerm2 picture stays on the screen when the
        // text under it is erased (ECH, EL; only clearing the whole screen takes it away), so the
        // live preview could not replace one; kitty's are replaced and deleted by id.
        case .konsole: .kitty
        case .foot, .mlterm: .sixel
        // Windows Terminal 1.22 and later draw sixel; earlier ones drop it.
        case .windowsTerminal: .sixel
        // Terminal.app shows no pixel graphics at all.
        case .appleTerminal: .blocks
        case .vte, .alacritty: nil
        }
    }

    /// Whether it shows 24-bit colour. chafa keeps Terminal.app at 256 colours (it long had no
    /// 24-bit colour), so for it terminfo and the query decide. chafa also counts mlterm's 24-bit
    /// cells broken; mlterm 3.9.0 (Debian 12) under Xvfb draws them right, and its terminfo entry
    /// says 8 colours and it does not answer the colour query, which left it without colours.
    public var hasTrueColor: Bool {
        switch self {
        case .appleTerminal: false
        default: true
        }
    }

    /// The terminal `environment` names, most trusted sign first (`EnvironmentSign.rank`),
    /// with the sign as the reason.
    public static func named(in environment: [String: String]) -> Detected<KnownTerminal>? {
        for (terminal, sign) in signsByTrust {
            if let reason = sign.reason(in: environment) { return Detected(terminal, because: reason) }
        }
        return nil
    }

    /// The terminal an XTVERSION answer names.
    public static func named(version: String) -> KnownTerminal? {
        let lowercased = version.lowercased()
        return allCases.first { $0.versionPrefix.map(lowercased.hasPrefix) ?? false }
    }

    static let signsByTrust: [(KnownTerminal, EnvironmentSign)] = allCases
        .flatMap { terminal in terminal.signs.map { (terminal, $0) } }
        .enumerated().sorted { ($0.element.1.rank, $0.offset) < ($1.element.1.rank, $1.offset) }
        .map(\.element)
}
