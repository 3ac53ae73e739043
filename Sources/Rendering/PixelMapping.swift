import Raster

/// Maps a widget's points to picture pixels: a scale in points per pixel and where the
/// widget's content area starts in the picture. One pixel is half a terminal cell tall.
public struct PixelMapping: Sendable, Hashable {
    /// Points per pixel: 1 draws every point as a pixel; larger numbers draw smaller.
    public var pointsPerPixel: Double
    /// The content area's top-left corner in picture pixels.
    public var origin: PixelPoint

    public init(pointsPerPixel: Double, origin: PixelPoint = PixelPoint(x: 0, y: 0)) {
        self.pointsPerPixel = pointsPerPixel
        self.origin = origin
    }

    public func pixels(_ points: Double) -> Double { points / pointsPerPixel }

    public func point(x: Double, y: Double) -> PixelPoint {
        PixelPoint(x: origin.x + x / pointsPerPixel, y: origin.y + y / pointsPerPixel)
    }

    public func rect(x: Double, y: Double, width: Double, height: Double) -> PixelRect {
        PixelRect(x: origin.x + x / pointsPerPixel, y: origin.y + y / pointsPerPixel,
                  width: width / pointsPerPixel, height: height / pointsPerPixel)
    }
}
