import Foundation

/// Open strokes turned into closed outlines, ready to fill.
extension VectorPath {
    /// The outline of a circular arc stroke: the arc's centre line has `radius`, runs from
    /// `startAngle` to `endAngle` (radians, clockwise on screen; the order does not matter)
    /// and is `lineWidth` wide. A sweep of a full turn or more gives a closed ring.
    ///
    /// A gauge open at the bottom: `startAngle: 0.75 * .pi, endAngle: 2.25 * .pi`.
    public static func arcStroke(center: PixelPoint, radius: Double, startAngle: Double, endAngle: Double,
                                 lineWidth: Double, cap: LineCap = .butt) -> VectorPath {
        let start = min(startAngle, endAngle), end = max(startAngle, endAngle)
        let half = max(lineWidth, 0) / 2
        guard half > 0 else { return VectorPath() }
        if end - start >= 2 * Double.pi - 1e-9 { return ring(center: center, radius: radius, lineWidth: lineWidth) }
        let outer = radius + half, inner = max(radius - half, 0)
        let startPoint = PixelPoint.onEllipse(center: center, radiusX: radius, radiusY: radius, angle: start)
        let endPoint = PixelPoint.onEllipse(center: center, radiusX: radius, radiusY: radius, angle: end)
        var path = VectorPath()
        path.move(to: PixelPoint.onEllipse(center: center, radiusX: outer, radiusY: outer, angle: start))
        path.addArc(center: center, radius: outer, startAngle: start, endAngle: end)
        path.addCap(cap, around: endPoint, radius: half, from: end)
        path.addArc(center: center, radius: inner, startAngle: end, endAngle: start)
        path.addCap(cap, around: startPoint, radius: half, from: start + Double.pi)
        path.closeSubpath()
        return path
    }

    /// The outline of a straight line from `start` to `end`, `width` wide.
    public static func lineSegment(from start: PixelPoint, to end: PixelPoint, width: Double,
                                   cap: LineCap = .round) -> VectorPath {
        let half = max(width, 0) / 2
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard half > 0 else { return VectorPath() }
        guard length > 1e-12 else {
            switch cap {
            case .butt: return VectorPath()
            case .round: return circle(center: start, radius: half)
            case .square: return rect(PixelRect(x: start.x - half, y: start.y - half, width: width, height: width))
            }
        }
        // Unit direction, and its normal turned a quarter anticlockwise on screen, so that the
        // outline runs clockwise and each cap turns through increasing angles.
        let ux = dx / length, uy = dy / length
        let nx = uy, ny = -ux
        let normalAngle = atan2(ny, nx)
        var path = VectorPath()
        path.move(to: PixelPoint(x: start.x + nx * half, y: start.y + ny * half))
        path.addLine(to: PixelPoint(x: end.x + nx * half, y: end.y + ny * half))
        path.addCap(cap, around: end, radius: half, from: normalAngle)
        path.addLine(to: PixelPoint(x: start.x - nx * half, y: start.y - ny * half))
        path.addCap(cap, around: start, radius: half, from: normalAngle + Double.pi)
        path.closeSubpath()
        return path
    }

    /// Continues the outline from the point at angle `angle` on a circle of `radius` around
    /// `point` to the opposite point, turning through increasing angles (so the cap sits on
    /// the side a quarter turn clockwise from `angle`).
    private mutating func addCap(_ cap: LineCap, around point: PixelPoint, radius: Double, from angle: Double) {
        let opposite = PixelPoint.onEllipse(center: point, radiusX: radius, radiusY: radius, angle: angle + Double.pi)
        switch cap {
        case .butt:
            addLine(to: opposite)
        case .round:
            addArc(center: point, radius: radius, startAngle: angle, endAngle: angle + Double.pi)
        case .square:
            let fx = radius * cos(angle + Double.pi / 2), fy = radius * sin(angle + Double.pi / 2)
            let here = PixelPoint.onEllipse(center: point, radiusX: radius, radiusY: radius, angle: angle)
            addLine(to: PixelPoint(x: here.x + fx, y: here.y + fy))
            addLine(to: PixelPoint(x: opposite.x + fx, y: opposite.y + fy))
            addLine(to: opposite)
        }
    }
}
