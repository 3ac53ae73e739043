import Foundation
import Raster
import ViewTree

/// Draws a `WallpaperGradient` at a size: the linear gradient as CSS draws it, then each glow
/// composited over it, in sRGB with straight channels.
public enum GradientPainter {
    /// The gradient at `width` × `height`, or only its part `region` of that (the same pixels).
    public static func paint(_ gradient: WallpaperGradient, width: Int, height: Int, region: PixelBounds? = nil) -> PixelBuffer {
        let area = (region ?? PixelBounds(x: 0, y: 0, width: width, height: height))
            .intersection(PixelBounds(x: 0, y: 0, width: max(width, 0), height: max(height, 0)))
        guard width > 0, height > 0, !gradient.stops.isEmpty else {
            return PixelBuffer(width: max(area.width, 0), height: max(area.height, 0), fill: .black)
        }
        let radians = gradient.angle * .pi / 180
        let dx = sin(radians), dy = -cos(radians)
        let w = Double(width), h = Double(height)
        // CSS: the gradient line passes through the centre, long enough to reach the far corners.
        let length = max(abs(w * dx) + abs(h * dy), 1e-9)
        // A device-sized wallpaper is 3 million pixels: written in place, not appended one by one.
        let pixels = [PixelColor](unsafeUninitializedCapacity: area.width * area.height) { buffer, initialized in
            var index = 0
            for y in area.y..<(area.y + area.height) {
                let py = Double(y) + 0.5 - h / 2
                for x in area.x..<(area.x + area.width) {
                    let px = Double(x) + 0.5 - w / 2
                    let t = (px * dx + py * dy) / length + 0.5
                    var color = colorAt(t, in: gradient.stops)
                    for glow in gradient.glows {
                        color = blend(glow, over: color, x: Double(x) + 0.5, y: Double(y) + 0.5, width: w, height: h)
                    }
                    // Opaque: the channels are the premultiplied ones, and the alpha needs no rounding.
                    buffer[index] = PixelColor(premultipliedRed: UInt8(opacityWeight(color.red)), green: UInt8(opacityWeight(color.green)),
                                               blue: UInt8(opacityWeight(color.blue)), alpha: 255)
                    index += 1
                }
            }
            initialized = index
        }
        return PixelBuffer(width: area.width, height: area.height, pixels: pixels)
    }

    /// The colour at `t` (0…1 along the gradient line), clamped to the end stops.
    static func colorAt(_ t: Double, in stops: [WallpaperGradient.Stop]) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .black }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for index in 1..<stops.count where t <= stops[index].location {
            let a = stops[index - 1], b = stops[index]
            let span = b.location - a.location
            let f = span <= 0 ? 1 : (t - a.location) / span
            return mix(a.color, b.color, f)
        }
        return last.color
    }

    /// The glow over `base` at one pixel: full strength at the centre, easing to nothing at the radius.
    static func blend(_ glow: WallpaperGradient.Glow, over base: RGBA, x: Double, y: Double, width: Double, height: Double) -> RGBA {
        let radius = glow.radius * width
        guard radius > 0 else { return base }
        let ddx = x - glow.x * width, ddy = y - glow.y * height
        let d2 = (ddx * ddx + ddy * ddy) / (radius * radius)
        guard d2 < 1 else { return base }
        let falloff = (1 - d2) * (1 - d2)
        return mix(base, glow.color.withAlpha(1), glow.color.alpha * falloff)
    }

    static func mix(_ a: RGBA, _ b: RGBA, _ f: Double) -> RGBA {
        RGBA(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
             blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }
}
