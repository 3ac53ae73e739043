/// What a control's label shows: its SF Symbol and its title (the Lock Screen shows the symbol only).
public struct ControlFace: Sendable, Hashable {
    public var symbol: String?
    public var title: String?

    public init(symbol: String?, title: String?) {
        self.symbol = symbol
        self.title = title
    }
}
