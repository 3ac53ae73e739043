/// Insets on the four edges, in points.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// SwiftUI's `.padding()` with no length: 16 points on iPhone.
    public static let systemDefaultLength = 16.0

    /// The edge names `padding` takes, as SwiftUI's `Edge.Set`: `all`, `horizontal`, `vertical`
    /// and the four edges.
    public static let edgeNames = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]

    /// Sets the edges a name from `edgeNames` stands for to `length`; other names change nothing.
    public mutating func set(_ edgeName: String, to length: Double) {
        switch edgeName {
        case "all": self = EdgeInsets(all: length)
        case "horizontal": leading = length; trailing = length
        case "vertical": top = length; bottom = length
        case "top": top = length
        case "leading": leading = length
        case "bottom": bottom = length
        case "trailing": trailing = length
        default: break
        }
    }

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}
