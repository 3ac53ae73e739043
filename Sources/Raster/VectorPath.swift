import Foundation

/// An outline made of straight lines and Bézier curves in pixel space, filled with the
/// non-zero winding rule. Build it with SwiftUI-style calls (`move(to:)`, `addLine(to:)`,
/// `addQuadCurve`, `addCurve`, `addArc`, `closeSubpath()`) or take a ready shape from the
/// static constructors (`rect`, `roundedRect`, `ellipse`, `capsule`, `arcStroke`, …).
///
/// Angles are radians, 0 pointing to +x; because y grows downwards, growing angles turn
/// **clockwise on screen** (π/2 points straight down).
public struct VectorPath: Sendable, Hashable {
    /// One drawing step.
    public enum Element: Sendable, Hashable {
        case move(to: PixelPoint)
        case line(to: PixelPoint)
        case quadCurve(to: PixelPoint, control: PixelPoint)
        case cubicCurve(to: PixelPoint, control1: PixelPoint, control2: PixelPoint)
        case close
    }

    public private(set) var elements: [Element] = []
    /// Where the next element starts; nil before the first `move(to:)`.
    public private(set) var currentPoint: PixelPoint?
    private var subpathStart: PixelPoint?

    public init() {}

    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: PixelPoint) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// A straight line from the current point (a `move` when there is none).
    public mutating func addLine(to point: PixelPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// A quadratic Bézier curve from the current point.
    public mutating func addQuadCurve(to point: PixelPoint, control: PixelPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    /// A cubic Bézier curve from the current point.
    public mutating func addCurve(to point: PixelPoint, control1: PixelPoint, control2: PixelPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.cubicCurve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// An elliptical arc from `startAngle` to `endAngle` (clockwise on screen when
    /// `endAngle > startAngle`, anticlockwise otherwise; at most one full turn), joined to the
    /// current point with a line, as SwiftUI's `addArc` does. Made of cubic Béziers of at
    /// most a quarter turn each.
    public mutating func addArc(center: PixelPoint, radiusX: Double, radiusY: Double,
                                startAngle: Double, endAngle: Double) {
        var sweep = endAngle - startAngle
        guard sweep.isFinite else { return }
        sweep = min(max(sweep, -2 * Double.pi), 2 * Double.pi)
        let start = PixelPoint.onEllipse(center: center, radiusX: radiusX, radiusY: radiusY, angle: startAngle)
        if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<segments {
            let a1 = a0 + step
            let (c0, s0, c1, s1) = (cos(a0), sin(a0), cos(a1), sin(a1))
            let p0 = PixelPoint(x: center.x + radiusX * c0, y: center.y + radiusY * s0)
            let p3 = PixelPoint(x: center.x + radiusX * c1, y: center.y + radiusY * s1)
            addCurve(to: p3,
                     control1: PixelPoint(x: p0.x - k * radiusX * s0, y: p0.y + k * radiusY * c0),
                     control2: PixelPoint(x: p3.x + k * radiusX * s1, y: p3.y - k * radiusY * c1))
            a0 = a1
        }
    }

    /// A circular arc; see `addArc(center:radiusX:radiusY:startAngle:endAngle:)`.
    public mutating func addArc(center: PixelPoint, radius: Double, startAngle: Double, endAngle: Double) {
        addArc(center: center, radiusX: radius, radiusY: radius, startAngle: startAngle, endAngle: endAngle)
    }

    /// Appends every subpath of `other`.
    public mutating func addPath(_ other: VectorPath) {
        elements.append(contentsOf: other.elements)
        currentPoint = other.currentPoint
        subpathStart = other.subpathStart
    }

    /// The path with every point mapped to `(x * scale + offset.x, y * scale + offset.y)`.
    public func transformed(scale: Double, offset: PixelPoint = .zero) -> VectorPath {
        func map(_ p: PixelPoint) -> PixelPoint { PixelPoint(x: p.x * scale + offset.x, y: p.y * scale + offset.y) }
        var out = VectorPath()
        out.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: map(p))
            case .line(let p): .line(to: map(p))
            case .quadCurve(let p, let c): .quadCurve(to: map(p), control: map(c))
            case .cubicCurve(let p, let c1, let c2): .cubicCurve(to: map(p), control1: map(c1), control2: map(c2))
            case .close: .close
            }
        }
        out.currentPoint = currentPoint.map(map)
        out.subpathStart = subpathStart.map(map)
        return out
    }

    /// The box around every point and control point (curves lie inside it); nil when empty.
    public var controlBounds: PixelRect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: PixelPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .cubicCurve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .close: break
            }
        }
        guard minX <= maxX else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
