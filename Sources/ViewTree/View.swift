/// One node of a widget's view tree: what it is, and the modifiers applied to it in order
/// (the first modifier is innermost, as in a SwiftUI modifier chain).
public struct View: Sendable, Hashable {
    public var kind: ViewKind
    public var modifiers: [Modifier]
    /// Where the view was written, for messages and the layout dump.
    public var location: SourceLocation?

    public init(_ kind: ViewKind, modifiers: [Modifier] = [], location: SourceLocation? = nil) {
        self.kind = kind
        self.modifiers = modifiers
        self.location = location
    }

    public static let empty = View(.empty)

    /// Views are equal when they show the same thing; where they were written does not count.
    public static func == (a: View, b: View) -> Bool {
        a.kind == b.kind && a.modifiers == b.modifiers
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(modifiers)
    }

    /// Returns the view with one more modifier applied outermost.
    public func modified(_ modifier: Modifier) -> View {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }

    /// A `Group`'s views, each with the group's modifiers outside its own, as a container lists
    /// them; nil for any other view.
    public var groupMembers: [View]? {
        guard case .group(let children) = kind else { return nil }
        return children.map { child in
            var child = child
            child.modifiers += modifiers
            return child
        }
    }
}

/// The kinds of view a widget file can hold.
public indirect enum ViewKind: Sendable, Hashable {
    case text([TextRun])
    case image(ImageView)
    case gauge(GaugeView)
    case progress(ProgressViewSpec)
    case stack(StackView)
    case spacer(minLength: Double?)
    case viewThatFits(axes: Set<Axis>, children: [View])
    case accessoryWidgetBackground
    case group([View])
    case empty
    case shape(ShapeView)
    case branch(EnvironmentBranch)
    /// `GeometryReader`: fills what it is offered; its content is made for that size.
    case geometryReader(GeometryContent)
    /// A Swift Charts `Chart`.
    case chart(ChartView)

    /// The name used in widget files and in the layout dump.
    public var name: String {
        switch self {
        case .text: "Text"
        case .image: "Image"
        case .gauge: "Gauge"
        case .progress: "ProgressView"
        case .stack(let s): s.kind.rawValue
        case .spacer: "Spacer"
        case .viewThatFits: "ViewThatFits"
        case .accessoryWidgetBackground: "AccessoryWidgetBackground"
        case .group: "Group"
        case .empty: "EmptyView"
        case .shape(let s): s.shape.name
        case .branch(let b): b.name
        case .geometryReader: "GeometryReader"
        case .chart: "Chart"
        }
    }
}
