import Foundation
import Raster

/// One piece of a symbol drawing, in design units (see `SymbolDrawing`). Plain pieces wind
/// clockwise on screen; `hole` reverses a piece so that it cuts out of what lies beneath.
enum SymbolPart: Sendable {
    /// An outline in the compact path syntax of `SymbolPathParser`, closed subpaths clockwise
    /// (subpaths written anticlockwise are holes).
    case path(String)
    case circle(x: Double, y: Double, radius: Double)
    /// The ellipse inscribed in the rectangle.
    case ellipse(x: Double, y: Double, width: Double, height: Double)
    case roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double)
    /// A closed ring whose centre line has `radius`.
    case ring(x: Double, y: Double, radius: Double, width: Double)
    /// A polyline through the points (`x, y` pairs), `width` wide with round caps; the caps
    /// overlapping at each corner make round joins. One pair draws a dot.
    case stroke([Double], width: Double)
    /// A circular arc stroke from `from` to `to` degrees (0 = +x, growing clockwise on screen).
    case arc(x: Double, y: Double, radius: Double, from: Double, to: Double, width: Double, cap: LineCap = .round)
    /// The piece with every subpath reversed: a cut-out under the non-zero rule.
    indirect case hole(SymbolPart)

    /// The piece as a fillable outline; nil when a path string does not parse.
    var outline: VectorPath? {
        switch self {
        case .path(let text):
            return SymbolPathParser.parse(text)
        case .circle(let x, let y, let radius):
            return .circle(center: PixelPoint(x: x, y: y), radius: radius)
        case .ellipse(let x, let y, let width, let height):
            return .ellipse(in: PixelRect(x: x, y: y, width: width, height: height))
        case .roundedRect(let x, let y, let width, let height, let radius):
            return .roundedRect(PixelRect(x: x, y: y, width: width, height: height), cornerRadius: radius)
        case .ring(let x, let y, let radius, let width):
            return .ring(center: PixelPoint(x: x, y: y), radius: radius, lineWidth: width)
        case .stroke(let coordinates, let width):
            return Self.polyline(coordinates, width: width)
        case .arc(let x, let y, let radius, let from, let to, let width, let cap):
            return .arcStroke(center: PixelPoint(x: x, y: y), radius: radius, startAngle: from * .pi / 180,
                              endAngle: to * .pi / 180, lineWidth: width, cap: cap)
        case .hole(let part):
            return part.outline?.reversed()
        }
    }

    private static func polyline(_ coordinates: [Double], width: Double) -> VectorPath {
        let points = stride(from: 0, to: coordinates.count - 1, by: 2).map {
            PixelPoint(x: coordinates[$0], y: coordinates[$0 + 1])
        }
        guard let first = points.first else { return VectorPath() }
        guard points.count > 1 else { return .lineSegment(from: first, to: first, width: width) }
        var path = VectorPath()
        for (start, end) in zip(points, points.dropFirst()) {
            path.addPath(.lineSegment(from: start, to: end, width: width))
        }
        return path
    }
}
