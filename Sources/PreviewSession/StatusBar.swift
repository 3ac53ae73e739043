import Cells
import ViewTree

/// The one-line status bar: device, iOS version, mode, privacy, luminance, theme, the clock's
/// typeface when it is not the default, and the selected slot's widget and family (and its
/// timeline entry when it has several), each beside the key that changes it, what the terminal
/// gets ("sixel · 24-bit", where it fits), then `? help`. A setting chosen by a key is marked `*`
/// (`r` sets it back). A long form when it fits, a short one otherwise.
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
        func marked(_ text: String, _ setting: SessionSetting) -> String {
            state.changedByKeys.contains(setting) ? text + "*" : text
        }
        // The clock's typeface only when it is not the default one: the bar is full already.
        let typeface = state.clock.typeface ?? state.loadedClockTypeface
        func clock(_ text: String) -> [Segment] {
            typeface == .standard && !state.changedByKeys.contains(.clockTypeface) ? [] : [Segment(key: "c", text: marked(text, .clockTypeface))]
        }
        let entry = facts.slotEntry.map { [Segment(key: "]", text: short ? $0.replacingOccurrences(of: "entry ", with: "") : $0)] } ?? []
        // StandBy, or how an iPad is held, only when they apply.
        var surface: [Segment] = []
        if let shown = state.activityShown, state.standBy == .off {
            surface = [Segment(key: "a", text: shown.title)]
        } else if state.standBy != .off {
            surface = [Segment(key: "n", text: state.standBy == .night ? "StandBy night" : "StandBy")]
        } else if state.device.idiom == .pad, state.watch == nil {
            surface = [Segment(key: "R", text: state.orientation.rawValue)]
        }
        // The language and the text size only when they are not the defaults.
        if state.locale != .unitedStatesEnglish || state.changedByKeys.contains(.locale) {
            surface.append(Segment(key: "L", text: marked(state.locale.identifier, .locale)))
        }
        if state.dynamicTypeSize != .standard {
            surface.append(Segment(key: "+", text: marked(short ? state.dynamicTypeSize.rawValue : "text \(state.dynamicTypeSize.rawValue)", .textSize)))
        }
        if short {
            return [Segment(key: "d", text: marked(state.watch.map { "Watch \($0.identifier)" } ?? state.device.name.replacingOccurrences(of: "iPhone ", with: ""), .device)),
                    Segment(key: "i", text: marked("iOS \(state.ios.rawValue)", .ios)),
                    Segment(key: "m", text: marked(mode, .mode)),
                    Segment(key: "p", text: marked(state.privacy ? "priv on" : "priv off", .privacy)),
                    Segment(key: "l", text: marked(state.luminanceReduced ? "lum low" : "lum full", .luminance)),
                    Segment(key: "t", text: marked(facts.themeTitle, .theme))] + clock(typeface.rawValue) + surface
                    + [Segment(key: "⇥", text: slot)] + entry
        }
        return [Segment(key: "d", text: marked(state.watch?.name ?? state.device.name, .device)),
                Segment(key: "i", text: marked("iOS \(state.ios.rawValue)", .ios)),
                Segment(key: "m", text: marked(mode, .mode)),
                Segment(key: "p", text: marked(state.privacy ? "privacy on" : "privacy off", .privacy)),
                Segment(key: "l", text: marked(state.luminanceReduced ? "luminance reduced" : "luminance full", .luminance)),
                Segment(key: "t", text: marked(facts.themeTitle, .theme))] + clock("\(typeface.rawValue) clock") + surface
                + [Segment(key: "⇥", text: slot)] + entry + terminal(facts) + [Segment(key: "?", text: "help")]
    }

    /// The pictures and colours the terminal gets ("sixel · 24-bit"); `?` says why.
    static func terminal(_ facts: StatusFacts) -> [Segment] {
        guard let terminal = facts.terminal else { return [] }
        return [Segment(key: nil, text: terminal.graphics.value.rawValue + " · " + terminal.colorDepth.value.summary)]
    }

    /// The bar's text without colours (what a test or a log reads).
    static func text(_ segments: [Segment]) -> String {
        segments.map { ($0.key.map { $0 + " " } ?? "") + $0.text }.joined(separator: " │ ")
    }

    /// Draws the bar over row `row` of `grid`.
    static func draw(_ state: SessionState, _ facts: StatusFacts, into grid: inout CellGrid, row: Int) {
        // The long form, without what the terminal gets when that does not fit, else the short one.
        var bare = facts
        bare.terminal = nil
        let forms = [segments(state, facts, short: false), segments(state, bare, short: false), segments(state, bare, short: true)]
        let chosen = forms.first { TerminalWidth.columns(of: " " + text($0)) <= grid.width } ?? forms[2]
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
