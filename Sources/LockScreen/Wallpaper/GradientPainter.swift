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
        guard width > 0, height > 0, !gradient.stops.isEmpty, !area.isEmpty else {
            return PixelBuffer(width: max(area.width, 0), height: max(area.height, 0), fill: .black)
        }
        let radians = gradient.angle * .pi / 180
        let dx = sin(radians), dy = -cos(radians)
        let w = Double(width), h = Double(height)
        // CSS: the gradient line passes through the centre, long enough to reach the far corners.
        let length = max(abs(w * dx) + abs(h * dy), 1e-9)
        let stops = gradient.stops.map { Stop(location: $0.location, red: $0.color.red, green: $0.color.green, blue: $0.color.blue) }
        let glows = gradient.glows.map { glow in
            Glow(x: glow.x * w, y: glow.y * h, radius: glow.radius * w, red: glow.color.red, green: glow.color.green,
                 blue: glow.color.blue, alpha: glow.color.alpha)
        }
        // A device-sized wallpaper is 3 million pixels (the largest part of a Lock Screen PNG's
        // time). Each row is worked on as three rows of channels: the linear gradient written
        // across it, then each glow over only the columns its circle reaches, then the row packed
        // into pixels; glows and packing four columns at a time (`SIMD4` lanes), the opaque alpha
        // never carried. The arithmetic for each pixel is the same, in the same order, as for one
        // pixel alone (GradientPainterFormulaTests).
        let pixels = [PixelColor](unsafeUninitializedCapacity: area.width * area.height) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            // Rows are independent: shared across the cores, each row written by one of them.
            ParallelLines.forEachRange(count: area.height, pixelsPerLine: area.width) { rows in
                let count = area.width
                let channels = UnsafeMutablePointer<Double>.allocate(capacity: 3 * count)
                defer { channels.deallocate() }
                let red = channels, green = channels + count, blue = channels + 2 * count
                for row in rows {
                    let y = area.y + row
                    let rowTerm = (Double(y) + 0.5 - h / 2) * dy
                    linear(stops, red: red, green: green, blue: blue, count: count,
                           t: { x in ((Double(x) + 0.5 - w / 2) * dx + rowTerm) / length + 0.5 }, firstX: area.x)
                    for glow in glows {
                        glow.composite(row: y, red: red, green: green, blue: blue, firstX: area.x, count: count)
                    }
                    pack(red: red, green: green, blue: blue, count: count, into: base + row * count)
                }
            }
            initialized = area.width * area.height
        }
        return PixelBuffer(width: area.width, height: area.height, pixels: pixels)
    }

    /// Writes `count` opaque pixels from rows of channel values, four at a time.
    @inline(__always)
    private static func pack(red: UnsafeMutablePointer<Double>, green: UnsafeMutablePointer<Double>, blue: UnsafeMutablePointer<Double>,
                             count: Int, into out: UnsafeMutablePointer<PixelColor>) {
        var i = 0
        while i + 3 < count {
            // Four pixels as four words of bytes red, green, blue, alpha (`PixelColor`'s order).
            let word = weights(red + i) | (weights(green + i) &<< 8) | (weights(blue + i) &<< 16) | opaque
            let target = UnsafeMutableRawPointer(out + i)
            for lane in 0..<4 {
                target.storeBytes(of: UInt32(truncatingIfNeeded: word[lane]).littleEndian, toByteOffset: 4 * lane, as: UInt32.self)
            }
            i += 4
        }
        while i < count {
            // Opaque: the channels are the premultiplied ones, and the alpha needs no rounding.
            (out + i).initialize(to: PixelColor(premultipliedRed: UInt8(opacityWeight(red[i])), green: UInt8(opacityWeight(green[i])),
                                                blue: UInt8(opacityWeight(blue[i])), alpha: 255))
            i += 1
        }
    }

    /// `opacityWeight` of four channel values at once: clamped to 0…1 (NaN as 0), times 255,
    /// rounded half up. The pixel is opaque, so these are its premultiplied channels.
    @inline(__always)
    private static func weights(_ channel: UnsafeMutablePointer<Double>) -> SIMD4<UInt64> {
        var value = UnsafeRawPointer(channel).loadUnaligned(as: SIMD4<Double>.self)
        value.replace(with: 0, where: .!(value .>= 0))
        value.replace(with: 1, where: value .> 1)
        let scaled = value * 255
        // Whole numbers without a call or a conversion per lane: from 2⁵² up a `Double`'s step is
        // 1, so adding 2⁵² rounds to the nearest whole number, halves to the even one, and the
        // whole number is the sum's low bits. Rounding half up differs only at an exact half
        // rounded down (taking 2⁵² away again is exact, so that half is seen exactly).
        let shifted = scaled + wholeNumbers
        let halfDown = scaled - (shifted - wholeNumbers) .== 0.5
        return (unsafeBitCast(shifted, to: SIMD4<UInt64>.self) & 0xFF) &+ SIMD4(repeating: 1).replacing(with: 0, where: .!halfDown)
    }

    /// 2⁵²: from it up, a `Double`'s step is 1.
    private static let wholeNumbers = SIMD4<Double>(repeating: 4_503_599_627_370_496)

    /// The alpha byte of an opaque pixel, in its place in the word.
    private static let opaque = SIMD4<UInt64>(repeating: 0xFF00_0000)

    /// One colour stop, its channels apart.
    struct Stop {
        let location: Double
        let red: Double, green: Double, blue: Double
    }

    /// Writes the linear gradient's colour at `t(x)` for `count` columns from `firstX`. `t` only
    /// grows or only shrinks along a row (each step of it rounds monotonically), so where it is
    /// the same at both ends (a vertical gradient, the default) it is the same across the row.
    @inline(__always)
    private static func linear(_ stops: [Stop], red: UnsafeMutablePointer<Double>, green: UnsafeMutablePointer<Double>,
                               blue: UnsafeMutablePointer<Double>, count: Int, t: (Int) -> Double, firstX: Int) {
        stops.withUnsafeBufferPointer { stops in
            let first = t(firstX)
            if first == t(firstX + count - 1) {
                let (r, g, b) = color(at: first, stops)
                red.update(repeating: r, count: count)
                green.update(repeating: g, count: count)
                blue.update(repeating: b, count: count)
                return
            }
            for i in 0..<count {
                (red[i], green[i], blue[i]) = color(at: t(firstX + i), stops)
            }
        }
    }

    /// The colour at `t` (0…1 along the gradient line), clamped to the end stops.
    @inline(__always)
    private static func color(at t: Double, _ stops: UnsafeBufferPointer<Stop>) -> (Double, Double, Double) {
        let first = stops[0], last = stops[stops.count - 1]
        if t <= first.location { return (first.red, first.green, first.blue) }
        if t >= last.location { return (last.red, last.green, last.blue) }
        for index in 1..<stops.count where t <= stops[index].location {
            let a = stops[index - 1], z = stops[index]
            let span = z.location - a.location
            let f = span <= 0 ? 1 : (t - a.location) / span
            return (a.red + (z.red - a.red) * f, a.green + (z.green - a.green) * f, a.blue + (z.blue - a.blue) * f)
        }
        return (last.red, last.green, last.blue)
    }

    /// A radial glow in pixels: its colour at the centre, fading as (1 − d²)² to nothing at `radius`.
    struct Glow {
        let x: Double, y: Double, radius: Double
        let red: Double, green: Double, blue: Double, alpha: Double

        /// Composites the glow over the columns of row `y` inside its circle (a pixel either
        /// side to spare: the distance decides each pixel).
        @inline(__always)
        func composite(row y: Int, red r: UnsafeMutablePointer<Double>, green g: UnsafeMutablePointer<Double>,
                       blue b: UnsafeMutablePointer<Double>, firstX: Int, count: Int) {
            let ddy = Double(y) + 0.5 - self.y
            let ddy2 = ddy * ddy, r2 = radius * radius
            guard radius > 0, ddy2 < r2 else { return }
            let half = (r2 - ddy2).squareRoot()
            let from = max(Int((x - 0.5 - half).rounded(.down)) - 1, firstX)
            let to = min(Int((x - 0.5 + half).rounded(.up)) + 1, firstX + count - 1)
            guard from <= to else { return }
            // Four columns at a time (the arithmetic of each lane as for one pixel), the rest one by one.
            var column = from
            let lanes = SIMD4<Double>(0, 1, 2, 3)
            while column + 3 <= to {
                let ddx = (SIMD4<Double>(repeating: Double(column)) + lanes + 0.5) - x
                let d2 = (ddx * ddx + ddy2) / r2
                // Outside the circle the weight is 0, and a channel plus (glow − it) × 0 is itself.
                let weight = (alpha * ((1 - d2) * (1 - d2))).replacing(with: 0, where: d2 .>= 1)
                let i = column &- firstX
                Self.blend(r + i, toward: red, weight)
                Self.blend(g + i, toward: green, weight)
                Self.blend(b + i, toward: blue, weight)
                column &+= 4
            }
            while column <= to {
                let ddx = Double(column) + 0.5 - x
                let d2 = (ddx * ddx + ddy2) / r2
                let weight = d2 < 1 ? alpha * ((1 - d2) * (1 - d2)) : 0
                let i = column &- firstX
                r[i] = r[i] + (red - r[i]) * weight
                g[i] = g[i] + (green - g[i]) * weight
                b[i] = b[i] + (blue - b[i]) * weight
                column &+= 1
            }
        }

        /// Four channel values at `channel` moved toward `target` by `weight` each.
        @inline(__always)
        private static func blend(_ channel: UnsafeMutablePointer<Double>, toward target: Double, _ weight: SIMD4<Double>) {
            let raw = UnsafeMutableRawPointer(channel)
            let value = raw.loadUnaligned(as: SIMD4<Double>.self)
            raw.storeBytes(of: value + (target - value) * weight, as: SIMD4<Double>.self)
        }
    }
}
