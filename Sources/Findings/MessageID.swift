/// A stable name for one kind of message (a check's name, `unknown-symbol`), so that clients
/// may filter messages without matching their words, as swift-syntax's `MessageID` does.
public struct MessageID: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public var description: String { rawValue }
}

extension MessageID {
    /// A name no scope, type or library declares.
    public static let undeclaredName: MessageID = "undeclared-name"
    /// A member a value or type does not have, or that the preview does not provide.
    public static let missingMember: MessageID = "missing-member"
}
