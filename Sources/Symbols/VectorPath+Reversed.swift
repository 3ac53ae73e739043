import Raster

extension VectorPath {
    /// The same outline with every subpath running the other way round, so that under the
    /// non-zero rule it cancels a same-shaped clockwise outline (cuts a hole).
    func reversed() -> VectorPath {
        var result = VectorPath()
        var start: PixelPoint?
        var current: PixelPoint?
        var segments: [(from: PixelPoint, element: Element)] = []

        func flush(closed: Bool) {
            defer { segments.removeAll() }
            guard let start, !segments.isEmpty else { return }
            result.move(to: current ?? start)
            for (from, element) in segments.reversed() {
                switch element {
                case .line: result.addLine(to: from)
                case .quadCurve(_, let control): result.addQuadCurve(to: from, control: control)
                case .cubicCurve(_, let control1, let control2):
                    result.addCurve(to: from, control1: control2, control2: control1)
                case .move, .close: break
                }
            }
            if closed { result.closeSubpath() }
        }

        for element in elements {
            switch element {
            case .move(let point):
                flush(closed: false)
                start = point
                current = point
            case .line(let point), .quadCurve(let point, _), .cubicCurve(let point, _, _):
                if let from = current { segments.append((from, element)) }
                current = point
            case .close:
                flush(closed: true)
                current = start
            }
        }
        flush(closed: false)
        return result
    }
}
