import TerminalCapabilities
import Testing

/// Each environment rule: the variables a terminal sets → the value and the reason.
@Suite struct EnvironmentRulesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var environment: [String: String]
        var value: String?
        var reason: String?
        var testDescription: String { environment.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ") }
    }

    static let graphicsCases: [Case] = [
        Case(environment: ["KITTY_WINDOW_ID": "1"], value: "kitty", reason: "KITTY_WINDOW_ID is set"),
        Case(environment: ["TERM": "xterm-kitty"], value: "kitty", reason: "TERM=xterm-kitty"),
        Case(environment: ["TERM": "xterm-ghostty"], value: "kitty", reason: "TERM=xterm-ghostty"),
        Case(environment: ["TERM_PROGRAM": "ghostty", "TERM": "xterm-256color"], value: "kitty", reason: "TERM_PROGRAM=ghostty"),
        Case(environment: ["TERM_PROGRAM": "iTerm.app"], value: "iterm", reason: "TERM_PROGRAM=iTerm.app"),
        Case(environment: ["LC_TERMINAL": "iTerm2", "TERM": "xterm-256color"], value: "iterm", reason: "LC_TERMINAL=iTerm2"),
        Case(environment: ["TERM_PROGRAM": "WezTerm"], value: "iterm", reason: "TERM_PROGRAM=WezTerm"),
        Case(environment: ["WEZTERM_EXECUTABLE": "/usr/bin/wezterm-gui"], value: "iterm", reason: "WEZTERM_EXECUTABLE is set"),
        Case(environment: ["TERM_PROGRAM": "vscode"], value: "iterm", reason: "TERM_PROGRAM=vscode"),
        Case(environment: ["KONSOLE_VERSION": "230804"], value: "kitty", reason: "KONSOLE_VERSION is set"),
        Case(environment: ["TERM": "foot"], value: "sixel", reason: "TERM=foot"),
        Case(environment: ["TERM": "foot-extra"], value: "sixel", reason: "TERM=foot-extra"),
        Case(environment: ["TERM": "mlterm"], value: "sixel", reason: "TERM=mlterm"),
        Case(environment: ["WT_SESSION": "0c8f7a3e-1b2c-4d5e-8f90-123456789abc"], value: "sixel", reason: "WT_SESSION is set"),
        Case(environment: ["TERM_PROGRAM": "Apple_Terminal"], value: "blocks", reason: "TERM_PROGRAM=Apple_Terminal"),
        // TERM is trusted first: xterm started from kitty keeps kitty's KITTY_WINDOW_ID.
        Case(environment: ["TERM": "foot", "KITTY_WINDOW_ID": "3"], value: "sixel", reason: "TERM=foot"),
        // Undecided: the query decides.
        Case(environment: ["TERM": "xterm-256color"], value: nil, reason: nil),
        Case(environment: ["VTE_VERSION": "7600", "TERM": "xterm-256color"], value: nil, reason: nil),
        Case(environment: ["TERM": "alacritty"], value: nil, reason: nil),
        Case(environment: [:], value: nil, reason: nil),
    ]

    @Test(arguments: graphicsCases) func graphics(_ rule: Case) {
        let detected = EnvironmentRules.graphics(in: rule.environment)
        #expect(detected?.value.rawValue == rule.value)
        #expect(detected?.reason == rule.reason)
    }

    static let colorCases: [Case] = [
        Case(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], value: "none", reason: "NO_COLOR is set"),
        Case(environment: ["COLORTERM": "truecolor"], value: "truecolor", reason: "COLORTERM=truecolor"),
        Case(environment: ["COLORTERM": "24bit"], value: "truecolor", reason: "COLORTERM=24bit"),
        Case(environment: ["KITTY_WINDOW_ID": "1"], value: "truecolor", reason: "KITTY_WINDOW_ID is set"),
        Case(environment: ["LC_TERMINAL": "iTerm2"], value: "truecolor", reason: "LC_TERMINAL=iTerm2"),
        Case(environment: ["TERM_PROGRAM": "WezTerm"], value: "truecolor", reason: "TERM_PROGRAM=WezTerm"),
        Case(environment: ["TERM": "xterm-ghostty"], value: "truecolor", reason: "TERM=xterm-ghostty"),
        Case(environment: ["TERM_PROGRAM": "vscode"], value: "truecolor", reason: "TERM_PROGRAM=vscode"),
        Case(environment: ["WT_SESSION": "x"], value: "truecolor", reason: "WT_SESSION is set"),
        Case(environment: ["KONSOLE_VERSION": "230804"], value: "truecolor", reason: "KONSOLE_VERSION is set"),
        Case(environment: ["VTE_VERSION": "3600"], value: "truecolor", reason: "VTE_VERSION=3600"),
        Case(environment: ["TERM": "foot"], value: "truecolor", reason: "TERM=foot"),
        Case(environment: ["TERM": "alacritty"], value: "truecolor", reason: "TERM=alacritty"),
        Case(environment: ["TERM": "mlterm"], value: "truecolor", reason: "TERM=mlterm"),
        // Undecided: terminfo and the query decide.
        Case(environment: ["NO_COLOR": ""], value: nil, reason: nil),
        Case(environment: ["COLORTERM": "yes"], value: nil, reason: nil),
        Case(environment: ["VTE_VERSION": "3405"], value: nil, reason: nil),
        Case(environment: ["TERM_PROGRAM": "Apple_Terminal"], value: nil, reason: nil),
        Case(environment: ["TERM": "xterm-256color"], value: nil, reason: nil),
    ]

    @Test(arguments: colorCases) func colorDepth(_ rule: Case) {
        let detected = EnvironmentRules.colorDepth(in: rule.environment)
        #expect(detected?.value.rawValue == rule.value)
        #expect(detected?.reason == rule.reason)
    }

    @Test func everyKnownTerminalIsRecognisedByEachOfItsSigns() {
        for terminal in KnownTerminal.allCases {
            for sign in terminal.signs {
                let value: String = switch sign.test {
                case .isSet: "1"
                case .equals(let expected): expected
                case .hasPrefix(let prefix): prefix
                case .atLeast(let minimum): String(minimum)
                }
                #expect(KnownTerminal.named(in: [sign.variable: value])?.value == terminal, "\(sign.variable)=\(value)")
            }
        }
    }

    @Test func xtversionNamesTheTerminal() {
        #expect(KnownTerminal.named(version: "kitty(0.35.2)") == .kitty)
        #expect(KnownTerminal.named(version: "WezTerm 20240203-110809-5046fc22") == .wezTerm)
        #expect(KnownTerminal.named(version: "iTerm2 3.5.0") == .iTerm2)
        #expect(KnownTerminal.named(version: "foot(1.16.2)") == .foot)
        #expect(KnownTerminal.named(version: "XTerm(379)") == nil)
        #expect(KnownTerminal.named(version: "tmux 3.3a") == nil)
    }

    @Test func theGraphicsPreferenceIsKittyThenITermThenSixelThenBlocks() {
        let candidates = [GraphicsProtocol.blocks, .sixel, .iterm, .kitty].map { Detected($0, because: $0.rawValue) }
        #expect(GraphicsProtocol.preferred(candidates)?.value == .kitty)
        #expect(GraphicsProtocol.preferred(Array(candidates.prefix(2)))?.value == .sixel)
        #expect(GraphicsProtocol.preferred([]) == nil)
    }
}
