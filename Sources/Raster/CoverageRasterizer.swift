/// Turns an `EdgeList` into anti-aliased coverage, one pixel row at a time, with the
/// non-zero winding rule.
///
/// Each pixel row is sampled on 16 sub-scanlines. On each, the edge crossings are sorted and
/// walked to find the spans where the winding number is not zero; every span adds its exact
/// horizontal overlap with each pixel (fractional at both ends), weighted 1/16. Spans go into
/// a difference array, so a span costs O(1) whatever its length, and one prefix sum per row
/// yields the coverage. Vertical coverage is thus quantised to 1/16, horizontal is exact.
struct CoverageRasterizer {
    static let subsamples = 16

    /// Calls `emit(y, firstX, coverage)` for every row with some coverage inside `clip`;
    /// `coverage[i]` (0…1) belongs to pixel `firstX + i`. The buffer is only valid during the call.
    static func rasterize(_ list: EdgeList, clip: PixelBounds,
                          _ emit: (_ y: Int, _ firstX: Int, _ coverage: UnsafeMutableBufferPointer<Float>) -> Void) {
        guard !list.isEmpty, !clip.isEmpty else { return }
        let area = PixelRect(x: list.minX, y: list.minY, width: list.maxX - list.minX, height: list.maxY - list.minY)
            .enclosingBounds.intersection(clip)
        guard !area.isEmpty else { return }
        let edges = list.edges.sorted { $0.y0 < $1.y0 }
        let left = Double(area.x), right = Double(area.maxX)
        let span = area.width
        let weight = Float(1) / Float(subsamples)
        let step = 1.0 / Double(subsamples)
        var differences = [Float](repeating: 0, count: span + 2)
        // Active edge indices, and this sub-scanline's crossings (x, winding), sorted by x.
        var activeStorage = [Int](repeating: 0, count: edges.count)
        var crossingX = [Double](repeating: 0, count: edges.count)
        var crossingWinding = [Int](repeating: 0, count: edges.count)

        edges.withUnsafeBufferPointer { edges in
        activeStorage.withUnsafeMutableBufferPointer { active in
        crossingX.withUnsafeMutableBufferPointer { xs in
        crossingWinding.withUnsafeMutableBufferPointer { ws in
        differences.withUnsafeMutableBufferPointer { d in
            var activeCount = 0
            var nextEdge = 0
            for y in area.y..<area.maxY {
                var touchedLow = Double.infinity, touchedHigh = -Double.infinity
                // A row crossed only by vertical edges that span it whole (the sides of
                // rectangles and rounded rectangles) has the same spans on every sub-scanline:
                // sample it once with full weight.
                var samples = subsamples, rowWeight = weight, rowStep = step
                let rowTop = Double(y), rowBottom = Double(y + 1)
                if nextEdge >= edges.count || edges[nextEdge].y0 >= rowBottom {
                    var uniform = true
                    for k in 0..<activeCount {
                        let edge = edges[active[k]]
                        if edge.y1 > rowTop && (edge.slope != 0 || edge.y1 < rowBottom || edge.y0 > rowTop) {
                            uniform = false
                            break
                        }
                    }
                    if uniform { samples = 1; rowWeight = 1; rowStep = 1 }
                }
                for s in 0..<samples {
                    let sampleY = Double(y) + (Double(s) + 0.5) * rowStep
                    while nextEdge < edges.count && edges[nextEdge].y0 <= sampleY {
                        active[activeCount] = nextEdge
                        activeCount += 1
                        nextEdge += 1
                    }
                    var count = 0
                    var i = 0
                    while i < activeCount {
                        let edge = edges[active[i]]
                        if edge.y1 <= sampleY {
                            activeCount -= 1
                            active[i] = active[activeCount]
                            continue
                        }
                        let x = edge.x0 + (sampleY - edge.y0) * edge.slope
                        // Insertion sort: few crossings per line.
                        var j = count
                        while j > 0 && xs[j - 1] > x {
                            xs[j] = xs[j - 1]
                            ws[j] = ws[j - 1]
                            j -= 1
                        }
                        xs[j] = x
                        ws[j] = edge.winding
                        count += 1
                        i += 1
                    }
                    var winding = 0
                    var spanStart = 0.0
                    for k in 0..<count {
                        let before = winding
                        winding += ws[k]
                        if before == 0 && winding != 0 {
                            spanStart = xs[k]
                        } else if before != 0 && winding == 0 {
                            let a = max(spanStart, left), b = min(xs[k], right)
                            if b > a {
                                addSpan(d, a - left, b - left, rowWeight)
                                touchedLow = min(touchedLow, a)
                                touchedHigh = max(touchedHigh, b)
                            }
                        }
                    }
                }
                guard touchedLow < touchedHigh else { continue }
                let low = Int(touchedLow.rounded(.down)) - area.x
                let high = min(span, Int(touchedHigh.rounded(.up)) - area.x)
                // Prefix sum turns differences into coverage in place; clear what follows.
                var running: Float = 0
                for x in low..<high {
                    running += d[x]
                    d[x] = min(max(running, 0), 1)
                }
                emit(y, area.x + low, UnsafeMutableBufferPointer(rebasing: d[low..<high]))
                for x in low..<min(high + 2, span + 2) { d[x] = 0 }
            }
        }
        }
        }
        }
        }
    }

    /// Adds coverage `weight` × (overlap of [a, b) with each pixel) as differences.
    @inline(__always)
    private static func addSpan(_ d: UnsafeMutableBufferPointer<Float>, _ a: Double, _ b: Double, _ weight: Float) {
        let ia = Int(a), ib = Int(b)
        let fa = Float(a - Double(ia)), fb = Float(b - Double(ib))
        if ia == ib {
            let c = Float(b - a) * weight
            d[ia] += c
            d[ia + 1] -= c
        } else {
            d[ia] += (1 - fa) * weight
            d[ia + 1] += fa * weight
            d[ib] += (fb - 1) * weight
            d[ib + 1] -= fb * weight
        }
    }
}
