/// An `HStack`, `VStack` or `ZStack`.
public struct StackView: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case hstack = "HStack", vstack = "VStack", zstack = "ZStack"
    }

    public var kind: Kind
    /// The alignment across the stack's axis (for a ZStack, both axes).
    public var alignment: Alignment
    /// Space between children; nil means SwiftUI's default spacing.
    public var spacing: Double?
    public var children: [View]

    public init(kind: Kind, alignment: Alignment = .center, spacing: Double? = nil, children: [View]) {
        self.kind = kind
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
    }

    /// SwiftUI's default spacing between adjacent views in a stack, in points.
    /// Apple publishes no figure; 8 points is what stacks of text show on iOS.
    public static let defaultSpacing = 8.0
}
