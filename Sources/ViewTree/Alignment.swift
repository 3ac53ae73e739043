/// Horizontal alignment guides, as SwiftUI names them.
public enum HorizontalAlignment: String, Sendable, CaseIterable, Hashable {
    case leading, center, trailing
}

/// Vertical alignment guides, as SwiftUI names them.
public enum VerticalAlignment: String, Sendable, CaseIterable, Hashable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// A two-axis alignment such as `topLeading`.
public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)

    /// The nine names SwiftUI gives (`topLeading` … `bottomTrailing`).
    public static let named: [(name: String, alignment: Alignment)] = [
        ("topLeading", .init(horizontal: .leading, vertical: .top)),
        ("top", .init(horizontal: .center, vertical: .top)),
        ("topTrailing", .init(horizontal: .trailing, vertical: .top)),
        ("leading", .init(horizontal: .leading, vertical: .center)),
        ("center", .init(horizontal: .center, vertical: .center)),
        ("trailing", .init(horizontal: .trailing, vertical: .center)),
        ("bottomLeading", .init(horizontal: .leading, vertical: .bottom)),
        ("bottom", .init(horizontal: .center, vertical: .bottom)),
        ("bottomTrailing", .init(horizontal: .trailing, vertical: .bottom)),
    ]

    public init?(name: String) {
        guard let match = Alignment.named.first(where: { $0.name == name }) else { return nil }
        self = match.alignment
    }
}

/// Text alignment for lines of wrapped text (`multilineTextAlignment`).
public enum TextAlignment: String, Sendable, CaseIterable, Hashable {
    case leading, center, trailing
}

/// A stack's direction.
public enum Axis: String, Sendable, Hashable {
    case horizontal, vertical
}
