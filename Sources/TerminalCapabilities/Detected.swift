/// A capability together with why it was chosen, in a few words for the status bar:
/// "COLORTERM=truecolor", "the terminal answered the kitty graphics query",
/// "no answer within 250 ms: half blocks", "--graphics sixel".
public struct Detected<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var reason: String

    public init(_ value: Value, because reason: String) {
        self.value = value
        self.reason = reason
    }
}
