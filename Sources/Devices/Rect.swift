/// A rectangle in points: its top-left corner and its size.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var centerX: Double { origin.x + size.width / 2 }

    /// `(x, y) W×H`, each number with at most two decimals.
    public var description: String {
        "(\(Size.format(x)), \(Size.format(y))) \(Size.format(width))×\(Size.format(height))"
    }
}
