/// The shapes a widget can draw or clip to.
public enum ShapeKind: Sendable, Hashable {
    case circle
    case capsule
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    /// The shape of the widget's container: the slot's own outline.
    case containerRelative
    /// A path the code draws (`Shape.path(in:)`, `Path { … }`).
    case path(ShapePath)

    public var name: String {
        switch self {
        case .circle: "Circle"
        case .capsule: "Capsule"
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .containerRelative: "ContainerRelativeShape"
        case .path: "Path"
        }
    }
}

/// A shape view, filled or stroked.
public struct ShapeView: Sendable, Hashable {
    public var shape: ShapeKind
    /// The fill; nil fills with the foreground style, as SwiftUI does when neither is given.
    public var fill: ColorValue?
    /// A gradient fill, drawn instead of `fill` (which is then its mean, for what draws one colour).
    public var gradient: ShapeGradient?
    public var stroke: ShapeStroke?
    /// `trim(from:to:)`: the part of the outline drawn, as fractions of its length from its start
    /// (a circle starts at its rightmost point and runs clockwise, as SwiftUI's does).
    public var trim: ClosedRange<Double>?

    public init(shape: ShapeKind, fill: ColorValue? = nil, gradient: ShapeGradient? = nil, stroke: ShapeStroke? = nil,
                trim: ClosedRange<Double>? = nil) {
        self.shape = shape
        self.fill = fill
        self.gradient = gradient
        self.stroke = stroke
        self.trim = trim
    }
}

/// An outline drawn along a shape's edge.
public struct ShapeStroke: Sendable, Hashable {
    public var color: ColorValue?
    /// A gradient along the outline's band, drawn instead of `color` (then its mean).
    public var gradient: ShapeGradient?
    public var lineWidth: Double

    /// `StrokeStyle(lineCap: .round)`: the ends of a trimmed outline are round.
    public var roundCaps: Bool
    /// `StrokeStyle(dash:)`: lengths in points of dashes and gaps, alternating; empty draws solid.
    public var dash: [Double]

    public init(color: ColorValue?, gradient: ShapeGradient? = nil, lineWidth: Double, roundCaps: Bool = false, dash: [Double] = []) {
        self.color = color
        self.gradient = gradient
        self.lineWidth = lineWidth
        self.roundCaps = roundCaps
        self.dash = dash
    }
}
