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

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}
