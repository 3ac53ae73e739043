import Devices
import ViewTree

/// Guards for the numbers a widget file can hold, so that layout never meets NaN, a negative
/// size or an absurd one, and helpers for sizes along an axis.
enum Dimension {
    /// The largest length, in points, that layout takes from a widget file: far beyond any screen,
    /// small enough that sums of lengths stay exact and printable.
    static let largest = 100_000.0

    /// Slack for comparing lengths that went through sums of widths.
    static let tolerance = 0.0001

    /// A length: NaN and negatives become 0, larger than `largest` becomes `largest`.
    static func length(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), largest)
    }

    /// A stack's spacing: negative spacing overlaps the children, as in SwiftUI (`VStack(spacing: -2)`).
    static func spacing(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, -largest), largest)
    }

    /// An upper limit such as `maxWidth`: like `length`, but infinity stays infinity.
    static func limit(_ value: Double) -> Double {
        value == .infinity ? value : length(value)
    }

    /// An inset, which SwiftUI lets be negative: NaN becomes 0, the magnitude at most `largest`.
    static func inset(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, -largest), largest)
    }

    /// A number for the layout dump: at most two decimals, and never a value `Size.format` cannot print.
    static func value(of size: Size, along axis: Axis) -> Double {
        axis == .horizontal ? size.width : size.height
    }

    static func size(along axis: Axis, _ value: Double, cross: Double) -> Size {
        axis == .horizontal ? Size(width: value, height: cross) : Size(width: cross, height: value)
    }
}

extension Axis {
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
