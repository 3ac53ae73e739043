import Foundation

/// A point in pixel space: x grows to the right, y grows downwards; (0, 0) is the top-left
/// corner of the top-left pixel, whose centre is (0.5, 0.5).
public struct PixelPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = PixelPoint(x: 0, y: 0)

    /// The point at `angle` radians on an ellipse around `center` (0 = +x, growing clockwise on screen).
    public static func onEllipse(center: PixelPoint, radiusX: Double, radiusY: Double, angle: Double) -> PixelPoint {
        PixelPoint(x: center.x + radiusX * cos(angle), y: center.y + radiusY * sin(angle))
    }
}
