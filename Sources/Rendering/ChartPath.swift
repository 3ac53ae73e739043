import Raster
import ViewTree

/// The points of a line or an area's edge joined as `interpolationMethod` says, flattened into a
/// polyline in pixels so that one stroke routine draws every method.
enum ChartPath {
    /// How many straight pieces each curved span is drawn with: enough that a span a widget
    /// draws (tens of pixels at device scale) shows no corners.
    static let piecesPerCurve = 12

    static func polyline(_ points: [PixelPoint], _ method: ChartInterpolation) -> [PixelPoint] {
        guard points.count > 1 else { return points }
        switch method {
        case .linear:
            return points
        case .stepStart, .stepEnd, .stepCenter:
            return steps(points, method)
        case .catmullRom:
            return curve(points, tangents: catmullRomTangents(points))
        case .monotone:
            guard let tangents = monotoneTangents(points) else { return curve(points, tangents: catmullRomTangents(points)) }
            return curve(points, tangents: tangents)
        }
    }

    /// A step function: the value holds from its point to the next (`stepStart`), up to its
    /// point from the previous (`stepEnd`), or for half a span on each side (`stepCenter`).
    static func steps(_ points: [PixelPoint], _ method: ChartInterpolation) -> [PixelPoint] {
        var result = [points[0]]
        for (a, b) in zip(points, points.dropFirst()) {
            switch method {
            case .stepStart: result.append(PixelPoint(x: b.x, y: a.y))
            case .stepEnd: result.append(PixelPoint(x: a.x, y: b.y))
            default:
                let middle = (a.x + b.x) / 2
                result.append(PixelPoint(x: middle, y: a.y))
                result.append(PixelPoint(x: middle, y: b.y))
            }
            result.append(b)
        }
        return result
    }

    /// A uniform Catmull-Rom spline's tangent at each point: half the chord between its neighbours.
    static func catmullRomTangents(_ points: [PixelPoint]) -> [PixelPoint] {
        points.indices.map { i in
            let before = points[max(i - 1, 0)], after = points[min(i + 1, points.count - 1)]
            return PixelPoint(x: (after.x - before.x) / 2, y: (after.y - before.y) / 2)
        }
    }

    /// Fritsch–Carlson tangents: a cubic that never overshoots between points; nil when the
    /// points do not run left to right (a monotone curve is defined over x).
    static func monotoneTangents(_ points: [PixelPoint]) -> [PixelPoint]? {
        let spans = zip(points, points.dropFirst()).map { (dx: $1.x - $0.x, slope: ($1.y - $0.y) / ($1.x - $0.x)) }
        guard spans.allSatisfy({ $0.dx > 0 }) else { return nil }
        var slopes = points.indices.map { i -> Double in
            if i == 0 { return spans[0].slope }
            if i == points.count - 1 { return spans[i - 1].slope }
            let left = spans[i - 1].slope, right = spans[i].slope
            return left * right <= 0 ? 0 : (left + right) / 2
        }
        for (i, span) in spans.enumerated() where span.slope == 0 {
            slopes[i] = 0
            slopes[i + 1] = 0
        }
        for (i, span) in spans.enumerated() where span.slope != 0 {
            let a = slopes[i] / span.slope, b = slopes[i + 1] / span.slope
            let length = (a * a + b * b).squareRoot()
            if length > 3 {
                slopes[i] = 3 * a / length * span.slope
                slopes[i + 1] = 3 * b / length * span.slope
            }
        }
        return points.indices.map { i in
            let dx = i < spans.count ? spans[i].dx : spans[i - 1].dx
            return PixelPoint(x: dx, y: slopes[i] * dx)
        }
    }

    /// Cubic Hermite spans through the points with the given tangents, flattened.
    static func curve(_ points: [PixelPoint], tangents: [PixelPoint]) -> [PixelPoint] {
        var result = [points[0]]
        for i in 0..<(points.count - 1) {
            let p0 = points[i], p1 = points[i + 1], m0 = tangents[i], m1 = tangents[i + 1]
            let c0 = PixelPoint(x: p0.x + m0.x / 3, y: p0.y + m0.y / 3)
            let c1 = PixelPoint(x: p1.x - m1.x / 3, y: p1.y - m1.y / 3)
            for piece in 1...piecesPerCurve {
                let t = Double(piece) / Double(piecesPerCurve), u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                result.append(PixelPoint(x: a * p0.x + b * c0.x + c * c1.x + d * p1.x,
                                         y: a * p0.y + b * c0.y + c * c1.y + d * p1.y))
            }
        }
        return result
    }

    /// The pieces of a polyline a dash pattern draws (lengths in pixels: dash, gap, dash, …),
    /// the pattern running on across corners; the whole line when the pattern draws nothing.
    static func dashed(_ points: [PixelPoint], pattern: [Double]) -> [[PixelPoint]] {
        guard pattern.count > 0, pattern.reduce(0, +) > 0 else { return [points] }
        var pieces: [[PixelPoint]] = []
        var current: [PixelPoint] = [points[0]]
        var index = 0
        var left = pattern[0]
        var isOn = true
        for (a, b) in zip(points, points.dropFirst()) {
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            var done = 0.0
            while length - done > left {
                done += left
                let t = done / length
                let point = PixelPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if isOn { pieces.append(current + [point]) }
                current = [point]
                isOn.toggle()
                index = (index + 1) % pattern.count
                left = pattern[index]
            }
            left -= length - done
            current.append(b)
        }
        if isOn && current.count > 1 { pieces.append(current) }
        return pieces
    }

    /// A closed polygon through the points.
    static func polygon(_ points: [PixelPoint]) -> VectorPath {
        var path = VectorPath()
        guard let first = points.first else { return path }
        path.move(to: first)
        for point in points.dropFirst() { path.addLine(to: point) }
        path.closeSubpath()
        return path
    }
}
