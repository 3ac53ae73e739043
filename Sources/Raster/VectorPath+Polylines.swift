/// A path as the points of its subpaths, curves cut into short lines: for stroking a path
/// (`Shape.stroke`) as a chain of line segments.
extension VectorPath {
    /// Steps per curve: at widget sizes a curve spans at most a few hundred pixels, so 16 steps
    /// keep the lines within about a pixel of it.
    static let curveSteps = 16

    /// Each subpath's points in order; a closed subpath ends where it began.
    public var polylines: [[PixelPoint]] {
        var result: [[PixelPoint]] = []
        var current: [PixelPoint] = []
        func finish() {
            if current.count > 1 { result.append(current) }
            current = []
        }
        for element in elements {
            let last = current.last ?? .zero
            switch element {
            case .move(let p):
                finish()
                current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                for step in 1...Self.curveSteps {
                    let t = Double(step) / Double(Self.curveSteps), u = 1 - t
                    current.append(PixelPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                                              y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .cubicCurve(let p, let c1, let c2):
                for step in 1...Self.curveSteps {
                    let t = Double(step) / Double(Self.curveSteps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(PixelPoint(x: a * last.x + b * c1.x + c * c2.x + d * p.x,
                                              y: a * last.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                guard let first = current.first else { break }
                current.append(first)
                finish()
                current = [first]
            }
        }
        finish()
        return result
    }
}
