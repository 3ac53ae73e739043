/// One glyph's outline as the font draws it, in em units (the em square is 1 × 1), origin at
/// the pen position on the baseline, y growing **downwards** so it can be filled on a screen
/// canvas as it is. Every contour starts with `move` and ends with `close`.
public struct GlyphOutline: Sendable, Equatable {
    /// One step of a contour.
    public enum Segment: Sendable, Equatable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        /// A quadratic Bézier (TrueType's curves) through one control point.
        case quad(controlX: Double, controlY: Double, x: Double, y: Double)
        /// A cubic Bézier (CFF fonts' curves).
        case cubic(control1X: Double, control1Y: Double, control2X: Double, control2Y: Double, x: Double, y: Double)
        case close
    }

    public var segments: [Segment]

    public init(segments: [Segment]) {
        self.segments = segments
    }
}
