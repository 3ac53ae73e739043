/// A path the widget's code draws itself, in points: a `Shape`'s `path(in:)`, made again for the
/// shape's frame (`maker`), or a `Path` view, drawn as it is from its frame's corner.
public struct ShapePath: Sendable, Hashable {
    /// One drawing step; rects and ellipses are already curves and lines.
    public enum Element: Sendable, Hashable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        case quadCurve(x: Double, y: Double, controlX: Double, controlY: Double)
        case cubicCurve(x: Double, y: Double, control1X: Double, control1Y: Double, control2X: Double, control2Y: Double)
        /// A circular arc from `startDegrees`, turning `sweepDegrees` (clockwise on the screen when
        /// positive), joined to the current point by a line; the painter makes it curves.
        case arc(centerX: Double, centerY: Double, radius: Double, startDegrees: Double, sweepDegrees: Double)
        case close
    }

    public var elements: [Element]
    /// The rect's size a `Shape`'s path was made in; nil for a `Path` view, which is not stretched.
    public var referenceWidth: Double?
    public var referenceHeight: Double?
    /// Makes a declared `Shape`'s path again for the rect it is drawn in; the elements above
    /// (made for the reference rect) are drawn stretched only when there is none.
    public var maker: ShapePathMaker?

    public init(elements: [Element], referenceWidth: Double? = nil, referenceHeight: Double? = nil, maker: ShapePathMaker? = nil) {
        self.elements = elements
        self.referenceWidth = referenceWidth
        self.referenceHeight = referenceHeight
        self.maker = maker
    }
}
