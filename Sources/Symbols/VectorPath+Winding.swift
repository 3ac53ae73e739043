import Raster

extension VectorPath {
    /// Whether the subpath enclosing the most area runs clockwise on screen (y down), judged by
    /// its polygon through the end and control points. A glyph's outer contour is its largest, so
    /// this tells which way a font wound its glyph (TrueType's outer contours come out
    /// anticlockwise once y is flipped).
    var largestSubpathIsClockwise: Bool {
        var largest = 0.0
        var points: [PixelPoint] = []
        func finish() {
            defer { points.removeAll() }
            guard points.count > 2 else { return }
            var twiceArea = 0.0
            for (a, b) in zip(points, points.dropFirst() + [points[0]]) { twiceArea += a.x * b.y - b.x * a.y }
            if abs(twiceArea) > abs(largest) { largest = twiceArea }
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                points.append(point)
            case .line(let point): points.append(point)
            case .quadCurve(let point, let control): points += [control, point]
            case .cubicCurve(let point, let control1, let control2): points += [control1, control2, point]
            case .close: finish()
            }
        }
        finish()
        return largest > 0
    }
}
