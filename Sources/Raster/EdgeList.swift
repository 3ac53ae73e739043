/// A path flattened to straight, non-horizontal edges: the rasterizer's input.
/// Every subpath is closed implicitly, as filling requires.
struct EdgeList {
    /// One edge, stored top to bottom; `winding` is +1 when the path ran downwards.
    struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
        var slope: Double  // dx per dy
        var winding: Int
    }

    /// Largest distance allowed between a curve and the lines replacing it, in pixels.
    static let tolerance = 0.025

    private(set) var edges: [Edge] = []
    private(set) var minX = Double.infinity, minY = Double.infinity
    private(set) var maxX = -Double.infinity, maxY = -Double.infinity

    init(_ path: VectorPath) {
        edges.reserveCapacity(path.elements.count * 4)
        var current = PixelPoint.zero, start = PixelPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                addLine(current, start)
                current = p
                start = p
            case .line(let p):
                addLine(current, p)
                current = p
            case .quadCurve(let p, let c):
                addQuad(current, c, p)
                current = p
            case .cubicCurve(let p, let c1, let c2):
                addCubic(current, c1, c2, p)
                current = p
            case .close:
                addLine(current, start)
                current = start
            }
        }
        addLine(current, start)
    }

    var isEmpty: Bool { edges.isEmpty }

    private mutating func addLine(_ a: PixelPoint, _ b: PixelPoint) {
        guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        let (top, bottom, winding) = a.y < b.y ? (a, b, 1) : (b, a, -1)
        edges.append(Edge(x0: top.x, y0: top.y, x1: bottom.x, y1: bottom.y,
                          slope: (bottom.x - top.x) / (bottom.y - top.y), winding: winding))
        minX = min(minX, a.x, b.x); maxX = max(maxX, a.x, b.x)
        minY = min(minY, top.y); maxY = max(maxY, bottom.y)
    }

    /// Wang's estimate made a step count: 1…500 (NaN or infinite coordinates give 1, and
    /// their edges are then dropped).
    private static func steps(_ estimate: Double) -> Int {
        estimate.isFinite ? max(1, min(500, Int(estimate.rounded(.up)))) : 1
    }

    /// Uniform steps, as many as Wang's formula asks for the tolerance.
    private mutating func addQuad(_ p0: PixelPoint, _ p1: PixelPoint, _ p2: PixelPoint) {
        let ddx = p0.x - 2 * p1.x + p2.x, ddy = p0.y - 2 * p1.y + p2.y
        let bend = (ddx * ddx + ddy * ddy).squareRoot()
        let steps = Self.steps((bend / (4 * Self.tolerance)).squareRoot())
        var previous = p0
        for i in 1...steps {
            let t = Double(i) / Double(steps), u = 1 - t
            let p = PixelPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                               y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
            addLine(previous, p)
            previous = p
        }
    }

    private mutating func addCubic(_ p0: PixelPoint, _ p1: PixelPoint, _ p2: PixelPoint, _ p3: PixelPoint) {
        func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
        let bend = max(length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                       length(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
        let steps = Self.steps((0.75 * bend / Self.tolerance).squareRoot())
        var previous = p0
        for i in 1...steps {
            let t = Double(i) / Double(steps), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            let p = PixelPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                               y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
            addLine(previous, p)
            previous = p
        }
    }
}
