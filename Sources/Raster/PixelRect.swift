/// A rectangle in pixel space with fractional edges (see `PixelPoint` for the axes).
public struct PixelRect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var center: PixelPoint { PixelPoint(x: midX, y: midY) }
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// The rectangle grown by `amount` on every side (negative shrinks it).
    public func insetBy(_ amount: Double) -> PixelRect {
        PixelRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The smallest whole-pixel bounds containing the rectangle.
    /// Coordinates are clamped to ±2³⁰ and NaN counts as 0, so any value converts safely.
    public var enclosingBounds: PixelBounds {
        func whole(_ v: Double) -> Int { v.isNaN ? 0 : Int(clamped(v, to: -1_073_741_824...1_073_741_824)) }
        let x0 = whole(x.rounded(.down)), y0 = whole(y.rounded(.down))
        let x1 = whole(maxX.rounded(.up)), y1 = whole(maxY.rounded(.up))
        return PixelBounds(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// True when every edge lies on a pixel boundary.
    public var isPixelAligned: Bool {
        x == x.rounded() && y == y.rounded() && maxX == maxX.rounded() && maxY == maxY.rounded()
    }
}
