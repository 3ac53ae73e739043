import Foundation

/// Closed shapes. Each is one or more closed subpaths; `clockwise: false` reverses the
/// direction so that the shape cuts a hole out of a clockwise one under the non-zero rule.
extension VectorPath {
    /// A rectangle.
    public static func rect(_ rect: PixelRect, clockwise: Bool = true) -> VectorPath {
        var path = VectorPath()
        path.addRect(rect, clockwise: clockwise)
        return path
    }

    /// A rectangle with circular corners of `cornerRadius` (clamped to half the shorter side).
    public static func roundedRect(_ rect: PixelRect, cornerRadius: Double, clockwise: Bool = true) -> VectorPath {
        var path = VectorPath()
        path.addRoundedRect(rect, cornerRadius: cornerRadius, clockwise: clockwise)
        return path
    }

    /// A rounded rectangle whose corner radius is half the shorter side.
    public static func capsule(in rect: PixelRect, clockwise: Bool = true) -> VectorPath {
        roundedRect(rect, cornerRadius: min(rect.width, rect.height) / 2, clockwise: clockwise)
    }

    /// The ellipse inscribed in `rect`.
    public static func ellipse(in rect: PixelRect, clockwise: Bool = true) -> VectorPath {
        var path = VectorPath()
        path.addEllipse(in: rect, clockwise: clockwise)
        return path
    }

    /// A circle.
    public static func circle(center: PixelPoint, radius: Double, clockwise: Bool = true) -> VectorPath {
        ellipse(in: PixelRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                clockwise: clockwise)
    }

    /// A closed ring (annulus) whose centre line has `radius`, `lineWidth` wide.
    public static func ring(center: PixelPoint, radius: Double, lineWidth: Double) -> VectorPath {
        let half = max(lineWidth, 0) / 2
        var path = circle(center: center, radius: radius + half)
        if radius - half > 0 { path.addPath(circle(center: center, radius: radius - half, clockwise: false)) }
        return path
    }

    /// A rectangle's outline drawn `lineWidth` wide, centred on the edge (SwiftUI `stroke`).
    public static func strokedRoundedRect(_ rect: PixelRect, cornerRadius: Double, lineWidth: Double) -> VectorPath {
        let half = max(lineWidth, 0) / 2
        let radius = min(max(cornerRadius, 0), min(rect.width, rect.height) / 2)
        var path = roundedRect(rect.insetBy(-half), cornerRadius: radius > 0 ? radius + half : 0)
        let inner = rect.insetBy(half)
        if !inner.isEmpty {
            path.addPath(roundedRect(inner, cornerRadius: max(radius - half, 0), clockwise: false))
        }
        return path
    }

    /// An ellipse's outline drawn `lineWidth` wide, centred on the edge (exact for circles).
    public static func strokedEllipse(in rect: PixelRect, lineWidth: Double) -> VectorPath {
        let half = max(lineWidth, 0) / 2
        var path = ellipse(in: rect.insetBy(-half))
        let inner = rect.insetBy(half)
        if !inner.isEmpty { path.addPath(ellipse(in: inner, clockwise: false)) }
        return path
    }

    /// Appends a closed rectangle.
    public mutating func addRect(_ rect: PixelRect, clockwise: Bool = true) {
        let corners = [PixelPoint(x: rect.minX, y: rect.minY), PixelPoint(x: rect.maxX, y: rect.minY),
                       PixelPoint(x: rect.maxX, y: rect.maxY), PixelPoint(x: rect.minX, y: rect.maxY)]
        let ordered = clockwise ? corners : corners.reversed()
        move(to: ordered[0])
        for corner in ordered.dropFirst() { addLine(to: corner) }
        closeSubpath()
    }

    /// Appends a closed rounded rectangle (circular corners).
    public mutating func addRoundedRect(_ rect: PixelRect, cornerRadius: Double, clockwise: Bool = true) {
        let r = min(max(cornerRadius, 0), min(rect.width, rect.height) / 2)
        guard r > 0 else { return addRect(rect, clockwise: clockwise) }
        let half = Double.pi / 2
        // Corner centres with the quarter turn each covers, clockwise from the top-right.
        let corners: [(PixelPoint, Double)] = [
            (PixelPoint(x: rect.maxX - r, y: rect.minY + r), -half),
            (PixelPoint(x: rect.maxX - r, y: rect.maxY - r), 0),
            (PixelPoint(x: rect.minX + r, y: rect.maxY - r), half),
            (PixelPoint(x: rect.minX + r, y: rect.minY + r), 2 * half),
        ]
        let start = PixelPoint(x: rect.minX + r, y: rect.minY)
        move(to: start)
        if clockwise {
            for (center, angle) in corners { addArc(center: center, radius: r, startAngle: angle, endAngle: angle + half) }
        } else {
            for (center, angle) in corners.reversed() { addArc(center: center, radius: r, startAngle: angle + half, endAngle: angle) }
        }
        closeSubpath()
    }

    /// Appends the closed ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: PixelRect, clockwise: Bool = true) {
        let center = rect.center
        let rx = rect.width / 2, ry = rect.height / 2
        move(to: PixelPoint(x: center.x + rx, y: center.y))
        addArc(center: center, radiusX: rx, radiusY: ry, startAngle: 0, endAngle: clockwise ? 2 * Double.pi : -2 * Double.pi)
        closeSubpath()
    }
}
