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
        // A device-sized wallpaper is 3 million pixels: written in place, not appended one by one,
        // each colour worked on as four lanes (the same arithmetic as `RGBA`, without building one
        // per step: a third of a Lock Screen PNG's time went there).
        let stops = gradient.stops.map { (location: $0.location, color: Self.lanes($0.color)) }
        let glows = gradient.glows.map { glow in
            (x: glow.x * w, y: glow.y * h, radius: glow.radius * w, color: Self.lanes(glow.color.withAlpha(1)), alpha: glow.color.alpha)
        }
        let pixels = [PixelColor](unsafeUninitializedCapacity: area.width * area.height) { buffer, initialized in
            // Rows are independent: shared across the cores, each row written by one of them.
            guard let base = buffer.baseAddress else { return }
            ParallelLines.forEachRange(count: area.height, pixelsPerLine: area.width) { rows in
                var index = rows.lowerBound * area.width
                for y in (area.y + rows.lowerBound)..<(area.y + rows.upperBound) {
                    let py = Double(y) + 0.5 - h / 2
                    let rowTerm = py * dy
                    // A glow reaches only the pixels of this row inside its circle: each near glow
                    // with the columns it can reach (a pixel either side to spare) and the terms
                    // of its distance that the row fixes. The arithmetic per pixel is unchanged.
                    let near = glows.compactMap { glow -> (columns: ClosedRange<Int>, ddy2: Double, r2: Double, x: Double,
                                                           color: SIMD4<Double>, alpha: Double)? in
                        let ddy = Double(y) + 0.5 - glow.y
                        let ddy2 = ddy * ddy, r2 = glow.radius * glow.radius
                        guard glow.radius > 0, ddy2 < r2 else { return nil }
                        let half = (r2 - ddy2).squareRoot()
                        let first = Int((glow.x - 0.5 - half).rounded(.down)) - 1, last = Int((glow.x - 0.5 + half).rounded(.up)) + 1
                        return (first...max(first, last), ddy2, r2, glow.x, glow.color, glow.alpha)
                    }
                    for x in area.x..<(area.x + area.width) {
                        let px = Double(x) + 0.5 - w / 2
                        let t = (px * dx + rowTerm) / length + 0.5
                        var color = colorAt(t, in: stops)
                        for glow in near where glow.columns.contains(x) {
                            let ddx = Double(x) + 0.5 - glow.x
                            let d2 = (ddx * ddx + glow.ddy2) / glow.r2
                            guard d2 < 1 else { continue }
                            let falloff = (1 - d2) * (1 - d2)
                            color = color + (glow.color - color) * (glow.alpha * falloff)
                        }
                        // Opaque: the channels are the premultiplied ones, and the alpha needs no rounding.
                        (base + index).initialize(to: PixelColor(
                            premultipliedRed: UInt8(opacityWeight(color[0])), green: UInt8(opacityWeight(color[1])),
                            blue: UInt8(opacityWeight(color[2])), alpha: 255))
                        index += 1
                    }
                }
            }
            initialized = area.width * area.height
        }
        return PixelBuffer(width: area.width, height: area.height, pixels: pixels)
    }

    static func lanes(_ color: RGBA) -> SIMD4<Double> {
        SIMD4(color.red, color.green, color.blue, color.alpha)
    }

    /// The colour at `t` (0…1 along the gradient line), clamped to the end stops.
    @inline(__always)
    static func colorAt(_ t: Double, in stops: [(location: Double, color: SIMD4<Double>)]) -> SIMD4<Double> {
        guard let first = stops.first, let last = stops.last else { return SIMD4(0, 0, 0, 1) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for index in 1..<stops.count where t <= stops[index].location {
            let a = stops[index - 1], b = stops[index]
            let span = b.location - a.location
            let f = span <= 0 ? 1 : (t - a.location) / span
            return a.color + (b.color - a.color) * f
        }
        return last.color
    }
}
