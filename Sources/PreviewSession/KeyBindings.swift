import TerminalScreen

/// Which key does what: the one table the action mapping, the help overlay and the status
/// bar are made from.
public enum KeyBindings {
    /// One line of the help overlay.
    public struct Line: Sendable, Hashable {
        public var keys: String
        public var meaning: String
    }

    public static let help: [Line] = [
        Line(keys: "m", meaning: "rendering mode: vibrant, accented, full colour"),
        Line(keys: "p", meaning: "privacy redaction"),
        Line(keys: "l", meaning: "reduced luminance (Always-On)"),
        Line(keys: "d / D", meaning: "next / previous device (the iPhones, the iPads, then the watches)"),
        Line(keys: "R", meaning: "turn the iPad: portrait / landscape"),
        Line(keys: "n", meaning: "StandBy (the iPhone on its side): off, day, night"),
        Line(keys: "a", meaning: "the Live Activity: Lock Screen, island compact, minimal, expanded, StandBy, Smart Stack"),
        Line(keys: "i", meaning: "iOS layout: 16, 17, 18, 26"),
        Line(keys: "L", meaning: "language and region: the start's, de_DE, ja_JP, ar_EG, he_IL"),
        Line(keys: "+ / -", meaning: "larger / smaller text (Dynamic Type, Large to accessibility5 in widgets)"),
        Line(keys: "t", meaning: "next theme"),
        Line(keys: "c", meaning: "clock typeface: default, rounded, serif"),
        Line(keys: "o", meaning: "the toggle controls in the bottom corners on / off"),
        Line(keys: "z", meaning: "zoom: whole phone / widget area"),
        Line(keys: "v", meaning: "the selected slot in every mode × privacy × Always-On"),
        Line(keys: "Tab / arrows", meaning: "select a slot (or click it)"),
        Line(keys: "Enter", meaning: "widgets that fit the selected slot"),
        Line(keys: "[ / ]", meaning: "previous / next timeline entry of the selected slot"),
        Line(keys: "e", meaning: "export a screenshot (ANSI text and PNG)"),
        Line(keys: "s", meaning: "save the placement and settings as an arrangement file"),
        Line(keys: "!", meaning: "every problem of the files in use"),
        Line(keys: "r", meaning: "reload files; settings marked * (chosen by keys) go back"),
        Line(keys: "?", meaning: "this help"),
        Line(keys: "q / Esc", meaning: "quit"),
    ]

    static let characters: [Character: SessionAction] = [
        "m": .cycleMode, "p": .togglePrivacy, "l": .toggleLuminance, "d": .nextDevice, "D": .previousDevice, "i": .cycleIOS,
        "t": .nextTheme, "c": .cycleClockTypeface, "o": .flipControls, "n": .cycleStandBy, "a": .cycleActivityPresentation, "R": .turnDevice,
        "L": .cycleLocale, "+": .largerText, "=": .largerText, "-": .smallerText, "z": .toggleZoom, "v": .toggleVariants, "e": .export, "r": .reload, "?": .toggleHelp, "q": .quit,
        "[": .previousEntry, "]": .nextEntry, "s": .save, "!": .showProblems,
    ]

    /// The action an input stands for while `overlay` is open; nil when it means nothing there.
    public static func action(for input: TerminalInput, overlay: SessionOverlay) -> SessionAction? {
        switch overlay {
        case .picker:
            switch input {
            case .key(.up), .key(.left), .key(.backTab), .character("k"): return .moveHighlight(-1)
            case .key(.down), .key(.right), .key(.tab), .character("j"): return .moveHighlight(1)
            case .key(.enter): return .choose
            case .key(.escape), .key(.backspace): return .closeOverlay
            case .character("q"): return .quit
            default: return nil
            }
        case .help, .problems:
            switch input {
            case .key(.escape), .key(.enter), .key(.backspace): return .closeOverlay
            case .character("?") where overlay == .help: return .closeOverlay
            default: return action(for: input, overlay: .none)
            }
        case .none:
            switch input {
            case .character(let character): return characters[character]
            case .key(.tab), .key(.right), .key(.down): return .nextSlot
            case .key(.backTab), .key(.left), .key(.up): return .previousSlot
            case .key(.enter): return .openPicker
            case .key(.escape): return .quit
            case .key(.backspace): return nil
            case .click(let column, let row): return .click(column: column, row: row)
            case .resize: return nil
            }
        }
    }
}
