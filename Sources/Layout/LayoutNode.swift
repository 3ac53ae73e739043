import Devices
import ViewTree

/// One node of a laid-out widget: a view, or a layout modifier wrapping one, with its frame in
/// points relative to the widget's content origin (not to its parent), and what drawing needs.
public struct LayoutNode: Sendable, Hashable {
    /// What a node is.
    public enum Kind: Sendable, Hashable {
        /// A view of the widget (Text, HStack, Circle, …). A `Group` laid out on its own (not in a
        /// stack) is an implicit VStack of its children.
        case view(ViewKind)
        /// `padding`: the child sits inset by these amounts.
        case padding(EdgeInsets)
        /// `frame`: the child is aligned in this frame.
        case frame(FrameSpec)
        /// `fixedSize`: the child is offered no size on these axes, and takes its ideal one.
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// `aspectRatio`: the child is offered a size of this ratio (nil: its ideal size's).
        case aspectRatio(Double?, fills: Bool)
        /// `position`: the node fills what it is offered and the child's centre is at this point.
        case position(x: Double, y: Double)
        /// `background`: children are the decoration, then the content it sits behind.
        case background(Alignment)
        /// `overlay`: children are the content, then the decoration in front of it.
        case overlay(Alignment)
        /// A colour filling its frame, as `.background(.red)` puts one.
        case color(ColorValue)
        /// The ring or bar of a `Gauge` or `ProgressView`.
        case indicator
        /// Where one label of a `Gauge` or `ProgressView` sits; the child is the label view.
        case label(IndicatorLabel)
    }

    /// The name shown in the layout dump: the view's name ("Text", "HStack"), or the modifier's.
    public var name: String
    public var kind: Kind
    /// Position and size within the widget's content area, in points.
    public var frame: Rect
    /// Children in drawing order, back to front.
    public var children: [LayoutNode]
    /// The modifiers at this level of the view's chain that do not change layout (font, opacity,
    /// clipShape, …), innermost first. Their effect on inherited values is already in `environment`.
    public var modifiers: [Modifier]
    /// The inherited values this node is drawn with.
    public var environment: EnvironmentValues
    /// For text: the lines as laid out.
    public var text: TextLayout?
    /// Where the view was written.
    public var location: SourceLocation?

    public init(name: String, kind: Kind, frame: Rect, children: [LayoutNode] = [], modifiers: [Modifier] = [],
                environment: EnvironmentValues, text: TextLayout? = nil, location: SourceLocation? = nil) {
        self.name = name
        self.kind = kind
        self.frame = frame
        self.children = children
        self.modifiers = modifiers
        self.environment = environment
        self.text = text
        self.location = location
    }

    /// The font text in this node is drawn with (each text segment also carries its own).
    public var font: ResolvedFont { environment.resolvedFont }

    /// This node and all below it, depth first, parents before children.
    public var allNodes: [LayoutNode] {
        [self] + children.flatMap(\.allNodes)
    }
}

/// The labels a `Gauge` or `ProgressView` can show.
public enum IndicatorLabel: String, Sendable, Hashable {
    case label, currentValueLabel, minimumValueLabel, maximumValueLabel
}
