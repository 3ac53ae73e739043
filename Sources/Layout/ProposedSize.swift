import Devices
import ViewTree

/// The size a parent offers a child, as SwiftUI's `ProposedViewSize`: each dimension is a
/// number of points, `nil` ("use your ideal size") or `.infinity` ("as much as you like").
public struct ProposedSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions unspecified: asks for the ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)

    /// The dimension along an axis.
    public func value(along axis: Axis) -> Double? {
        axis == .horizontal ? width : height
    }

    /// A proposal with `value` along `axis` and `cross` across it.
    public static func along(_ axis: Axis, _ value: Double?, cross: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: value, height: cross) : ProposedSize(width: cross, height: value)
    }
}
