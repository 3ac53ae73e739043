import TerminalCapabilities
import ViewTree

/// What the status bar tells besides the toggles: names taken from the scene.
public struct StatusFacts: Sendable, Equatable {
    public var themeTitle: String
    /// The selected slot's widget name and family, nil when the scene has no slots.
    public var slotWidget: String?
    public var slotFamily: WidgetFamily?
    /// The selected slot's timeline entry once `[` or `]` chose one: "entry 2/5 · 11:11 AM"; of
    /// a widget with several previews, within its preview: "entry 1/2 of "Charging" · 9:41 AM".
    public var slotEntry: String?
    /// The pictures and colours the terminal is sent, with why: "sixel · 24-bit".
    public var terminal: TerminalCapabilities?

    public init(themeTitle: String, slotWidget: String? = nil, slotFamily: WidgetFamily? = nil, slotEntry: String? = nil) {
        self.themeTitle = themeTitle
        self.slotWidget = slotWidget
        self.slotFamily = slotFamily
        self.slotEntry = slotEntry
    }
}
