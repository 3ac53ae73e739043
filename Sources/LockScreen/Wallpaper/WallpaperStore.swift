import Raster
import ViewTree

/// Wallpaper pixels at a size, cached.
public final class WallpaperStore: @unchecked Sendable {
    public init() {}

    public func pixels(for wallpaper: Wallpaper, width: Int, height: Int) throws -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height)
        guard case .gradient(let gradient) = wallpaper, let first = gradient.stops.first, let last = gradient.stops.last else {
            return buffer
        }
        for y in 0..<height {
            let t = height > 1 ? Double(y) / Double(height - 1) : 0
            let color = PixelColor(RGBA(red: first.red + (last.red - first.red) * t, green: first.green + (last.green - first.green) * t,
                                        blue: first.blue + (last.blue - first.blue) * t, alpha: 1))
            for x in 0..<width { buffer[x, y] = color }
        }
        return buffer
    }
}
