/// What a control's label shows: its symbol and its title (the Lock Screen shows the symbol only).
public struct ControlFace: Sendable, Hashable {
    /// An SF Symbol's name (`Label(_:systemImage:)`, `Image(systemName:)`).
    public var symbol: String?
    public var title: String?
    /// A custom symbol's template SVG (`Label(_:image:)` of a `NAME.symbolset` in the extension's
    /// asset catalog), drawn where there is no SF Symbol.
    public var customSymbolPath: String?

    public init(symbol: String?, title: String?, customSymbolPath: String? = nil) {
        self.symbol = symbol
        self.title = title
        self.customSymbolPath = customSymbolPath
    }
}
