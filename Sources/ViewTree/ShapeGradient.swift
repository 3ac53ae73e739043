import Foundation

/// A gradient filling a shape, a stroke or a view's frame (`LinearGradient`, `RadialGradient`,
/// `AngularGradient`, `EllipticalGradient`, and a `Gradient` used as a style): its colour stops
/// and how a point of the frame maps onto them.
public struct ShapeGradient: Sendable, Hashable {
    /// A colour at a fraction of the way, 0 to 1.
    public struct Stop: Sendable, Hashable {
        public var color: ColorValue
        public var location: Double

        public init(color: ColorValue, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// How a point maps to a fraction of the way.
    public enum Kind: Sendable, Hashable {
        /// Along the line from `start` to `end`, points of the frame.
        case linear(start: UnitPoint, end: UnitPoint)
        /// Outward from `center`, from `startRadius` to `endRadius` points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Round `center`, clockwise from `startAngle` to `endAngle` degrees (0 points to the
        /// trailing edge, as SwiftUI's angles do).
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
        /// Outward from `center` along ellipses of the frame's shape, from `startFraction` to
        /// `endFraction` of the frame's half size.
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
    }

    public var stops: [Stop]
    public var kind: Kind

    public init(stops: [Stop], kind: Kind) {
        self.stops = stops.sorted { $0.location < $1.location }
        self.kind = kind
    }

    /// Colours spread evenly from 0 to 1, as `Gradient(colors:)` spreads them.
    public init(colors: [ColorValue], kind: Kind) {
        let last = Double(max(colors.count - 1, 1))
        self.init(stops: colors.enumerated().map { Stop(color: $1, location: Double($0) / last) }, kind: kind)
    }

    /// The colours, in order.
    public var colors: [ColorValue] { stops.map(\.color) }

    /// The fraction of the way at the point (`x`, `y`) of a `width` × `height` frame (in any unit,
    /// the frame's origin at 0), clamped to 0…1 as SwiftUI pads with the end colours.
    public func fraction(x: Double, y: Double, width: Double, height: Double) -> Double {
        let t: Double
        switch kind {
        case .linear(let start, let end):
            let (sx, sy) = (start.x * width, start.y * height), (ex, ey) = (end.x * width, end.y * height)
            let (dx, dy) = (ex - sx, ey - sy)
            let length = dx * dx + dy * dy
            t = length > 0 ? ((x - sx) * dx + (y - sy) * dy) / length : 0
        case .radial(let center, let startRadius, let endRadius):
            let distance = hypot(x - center.x * width, y - center.y * height)
            t = endRadius != startRadius ? (distance - startRadius) / (endRadius - startRadius) : 0
        case .angular(let center, let startAngle, let endAngle):
            var degrees = atan2(y - center.y * height, x - center.x * width) * 180 / .pi
            if degrees < startAngle { degrees += 360 * ((startAngle - degrees) / 360).rounded(.up) }
            t = endAngle != startAngle ? (degrees - startAngle) / (endAngle - startAngle) : 0
        case .elliptical(let center, let startFraction, let endFraction):
            let rx = max(width / 2, .ulpOfOne), ry = max(height / 2, .ulpOfOne)
            let distance = hypot((x - center.x * width) / rx, (y - center.y * height) / ry)
            t = endFraction != startFraction ? (distance - startFraction) / (endFraction - startFraction) : 0
        }
        return min(max(t.isFinite ? t : 0, 0), 1)
    }

    /// The two stops around `fraction` and how far it lies from the first to the second.
    public func segment(at fraction: Double) -> (from: Stop, to: Stop, weight: Double)? {
        guard let first = stops.first, let last = stops.last else { return nil }
        if fraction <= first.location { return (first, first, 0) }
        if fraction >= last.location { return (last, last, 0) }
        for (a, b) in zip(stops, stops.dropFirst()) where fraction <= b.location {
            let span = b.location - a.location
            return (a, b, span > 0 ? (fraction - a.location) / span : 1)
        }
        return (last, last, 0)
    }
}
