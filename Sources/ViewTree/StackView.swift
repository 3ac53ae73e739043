/// An `HStack`, `VStack` or `ZStack`; a `Grid` (its children are its rows) and a `GridRow`.
public struct StackView: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case hstack = "HStack", vstack = "VStack", zstack = "ZStack", grid = "Grid", gridRow = "GridRow"
    }

    public var kind: Kind
    /// The alignment across the stack's axis (for a ZStack, both axes; for a Grid, its cells'
    /// in their column and row; for a GridRow, its cells' vertical alignment).
    public var alignment: Alignment
    /// Space between children (a Grid's rows); nil means SwiftUI's default spacing.
    public var spacing: Double?
    /// A Grid's space between columns; nil means the default spacing.
    public var columnSpacing: Double?
    public var children: [View]

    public init(kind: Kind, alignment: Alignment = .center, spacing: Double? = nil, columnSpacing: Double? = nil, children: [View]) {
        self.kind = kind
        self.alignment = alignment
        self.spacing = spacing
        self.columnSpacing = columnSpacing
        self.children = children
    }

    /// SwiftUI's default spacing between adjacent views in a stack, in points.
    /// Apple publishes no figure; 8 points is what stacks of text show on iOS.
    public static let defaultSpacing = 8.0
}
