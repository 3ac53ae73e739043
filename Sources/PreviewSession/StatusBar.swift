import Cells
import ViewTree

/// The one-line status bar: device, iOS version, mode, privacy, luminance, theme and the selected slot's
/// widget and family, each beside the key that changes it, then `? help`. A long form when
/// it fits, a short one otherwise.
enum StatusBar {
    struct Segment: Equatable {
        var key: String?
        var text: String
    }

    static func segments(_ state: SessionState, _ facts: StatusFacts, short: Bool) -> [Segment] {
        let mode = state.mode == .fullColor ? "full colour" : state.mode.rawValue
        let slot: String
        if let widget = facts.slotWidget, let family = facts.slotFamily {
            slot = short ? "\(widget) \(family.rawValue)" : "\(widget) (\(family.rawValue))"
        } else {
            slot = "no slot"
        }
        if short {
            return [Segment(key: "d", text: state.device.name.replacingOccurrences(of: "iPhone ", with: "")),
                    Segment(key: "i", text: "iOS \(state.ios.rawValue)"),
                    Segment(key: "m", text: mode),
                    Segment(key: "p", text: state.privacy ? "priv on" : "priv off"),
                    Segment(key: "l", text: state.luminanceReduced ? "lum low" : "lum full"),
                    Segment(key: "t", text: facts.themeTitle),
                    Segment(key: "⇥", text: slot)]
        }
        return [Segment(key: "d", text: state.device.name),
                Segment(key: "i", text: "iOS \(state.ios.rawValue)"),
                Segment(key: "m", text: mode),
                Segment(key: "p", text: state.privacy ? "privacy on" : "privacy off"),
                Segment(key: "l", text: state.luminanceReduced ? "luminance reduced" : "luminance full"),
                Segment(key: "t", text: facts.themeTitle),
                Segment(key: "⇥", text: slot),
                Segment(key: "?", text: "help")]
    }

    /// The bar's text without colours (what a test or a log reads).
    static func text(_ segments: [Segment]) -> String {
        segments.map { ($0.key.map { $0 + " " } ?? "") + $0.text }.joined(separator: " │ ")
    }

    /// Draws the bar over row `row` of `grid`.
    static func draw(_ state: SessionState, _ facts: StatusFacts, into grid: inout CellGrid, row: Int) {
        var chosen = segments(state, facts, short: false)
        if TerminalWidth.columns(of: " " + text(chosen)) > grid.width { chosen = segments(state, facts, short: true) }
        for column in 0..<grid.width {
            grid[column, row] = .character(" ", foreground: ChromeColors.barText, background: ChromeColors.barBackground)
        }
        var x = 1
        for (i, segment) in chosen.enumerated() {
            if i > 0 { x += grid.put(text: " │ ", at: CellPosition(column: x, row: row), foreground: ChromeColors.barText) }
            if let key = segment.key {
                x += grid.put(text: key + " ", at: CellPosition(column: x, row: row), foreground: ChromeColors.key, bold: true)
            }
            x += grid.put(text: segment.text, at: CellPosition(column: x, row: row), foreground: ChromeColors.barText)
        }
    }
}
