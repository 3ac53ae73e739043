/// A rectangle of whole pixels: columns `x..<x+width`, rows `y..<y+height`.
public struct PixelBounds: Sendable, Hashable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public static let empty = PixelBounds(x: 0, y: 0, width: 0, height: 0)

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The pixels in both.
    public func intersection(_ other: PixelBounds) -> PixelBounds {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .empty }
        return PixelBounds(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest bounds holding both (an empty side is ignored).
    public func union(_ other: PixelBounds) -> PixelBounds {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelBounds(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The same pixels as a `PixelRect`.
    public var rect: PixelRect { PixelRect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}
