/// Image scaling by area averaging: every destination pixel is the mean of the source
/// pixels under its exact footprint, partly covered source pixels weighted by the covered
/// fraction. Works the same for shrinking and enlarging, and is alpha-correct because
/// pixels are premultiplied. Separable: rows first, then columns.
enum AreaResampler {
    /// The result of resampling into a destination rectangle.
    struct Result {
        /// The destination pixels written.
        var bounds: PixelBounds
        /// Resampled colours for `bounds`, row-major.
        var pixels: [PixelColor]
        /// How much of each destination column / row the destination rectangle covers (0…1).
        var columnCoverage: [Float]
        var rowCoverage: [Float]
    }

    /// Source pixels and weights feeding one destination index along one axis.
    struct Tap {
        var firstSource: Int
        var weights: ArraySlice<Float>
    }

    /// Resamples `image`'s `source` rectangle onto `destination` (pixel space of the target),
    /// limited to `clip`; nil when nothing is visible.
    static func resample(_ image: PixelBuffer, from source: PixelRect, into destination: PixelRect,
                         clip: PixelBounds) -> Result? {
        let sourceArea = PixelRect(x: max(source.minX, 0), y: max(source.minY, 0),
                                   width: min(source.maxX, Double(image.width)) - max(source.minX, 0),
                                   height: min(source.maxY, Double(image.height)) - max(source.minY, 0))
        guard !sourceArea.isEmpty, !destination.isEmpty else { return nil }
        let area = destination.enclosingBounds.intersection(clip)
        guard !area.isEmpty else { return nil }
        let (columns, columnCoverage) = taps(source: source.minX, source.maxX, limit: image.width,
                                            destination: destination.minX, destination.maxX, range: area.x..<area.maxX)
        let (rows, rowCoverage) = taps(source: source.minY, source.maxY, limit: image.height,
                                      destination: destination.minY, destination.maxY, range: area.y..<area.maxY)
        // Horizontal pass over the source rows that any destination row needs.
        let firstRow = rows.map(\.firstSource).min() ?? 0
        let lastRow = rows.map { $0.firstSource + $0.weights.count }.max() ?? 0
        let w = area.width
        var horizontal = [Float](repeating: 0, count: max(0, lastRow - firstRow) * w * 4)
        image.pixels.withUnsafeBufferPointer { src in
            horizontal.withUnsafeMutableBufferPointer { out in
                for sy in firstRow..<lastRow {
                    let sourceRow = sy * image.width
                    let outRow = (sy - firstRow) * w * 4
                    for (i, tap) in columns.enumerated() {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        var sx = sourceRow + tap.firstSource
                        for weight in tap.weights {
                            let p = src[sx]
                            r += weight * Float(p.red); g += weight * Float(p.green)
                            b += weight * Float(p.blue); a += weight * Float(p.alpha)
                            sx += 1
                        }
                        let o = outRow + i * 4
                        out[o] = r; out[o + 1] = g; out[o + 2] = b; out[o + 3] = a
                    }
                }
            }
        }
        var pixels = [PixelColor](repeating: .transparent, count: w * area.height)
        horizontal.withUnsafeBufferPointer { h in
            for (j, tap) in rows.enumerated() {
                for i in 0..<w {
                    var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                    var o = (tap.firstSource - firstRow) * w * 4 + i * 4
                    for weight in tap.weights {
                        r += weight * h[o]; g += weight * h[o + 1]; b += weight * h[o + 2]; a += weight * h[o + 3]
                        o += w * 4
                    }
                    let alpha = min(max(a + 0.5, 0), 255)
                    func channel(_ v: Float) -> UInt8 { UInt8(min(max(v + 0.5, 0), alpha)) }
                    pixels[j * w + i] = PixelColor(premultipliedRed: channel(r), green: channel(g), blue: channel(b),
                                                   alpha: UInt8(alpha))
                }
            }
        }
        return Result(bounds: area, pixels: pixels, columnCoverage: columnCoverage, rowCoverage: rowCoverage)
    }

    /// For each destination index in `range`: the source pixels under its footprint with
    /// normalised weights, and how much of the index the destination interval covers.
    static func taps(source s0: Double, _ s1: Double, limit: Int, destination d0: Double, _ d1: Double,
                     range: Range<Int>) -> ([Tap], [Float]) {
        let scale = (s1 - s0) / (d1 - d0)
        var weights: [Float] = []
        var spans: [(Int, Int, Int)] = []  // first source, weight start, count
        var coverage: [Float] = []
        for index in range {
            let a = max(Double(index), d0), b = min(Double(index + 1), d1)
            coverage.append(Float(max(0, b - a)))
            // The footprint in source coordinates, kept inside the image.
            let u0 = clamped(s0 + (a - d0) * scale, to: 0...Double(limit))
            let u1 = clamped(s0 + (b - d0) * scale, to: 0...Double(limit))
            let start = weights.count
            if u1 - u0 < 1e-9 {
                let only = min(max(Int(u0), 0), limit - 1)
                weights.append(1)
                spans.append((only, start, 1))
                continue
            }
            let first = Int(u0.rounded(.down)), last = min(Int(u1.rounded(.up)), limit)
            for sx in first..<last {
                let overlap = min(u1, Double(sx + 1)) - max(u0, Double(sx))
                weights.append(Float(overlap / (u1 - u0)))
            }
            spans.append((first, start, last - first))
        }
        let taps = spans.map { Tap(firstSource: $0.0, weights: weights[$0.1..<$0.1 + $0.2]) }
        return (taps, coverage)
    }
}
