/// How an open stroke ends.
public enum LineCap: Sendable, Hashable {
    /// Square, flush with the end point.
    case butt
    /// A half disc around the end point.
    case round
    /// Square, extended past the end point by half the line width.
    case square
}
