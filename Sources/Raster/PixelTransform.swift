import Foundation

/// An affine map of picture pixels, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`: what SwiftUI's
/// `offset`, `scaleEffect` and `rotationEffect` do to a view's drawing (y grows downwards, so a
/// positive angle turns clockwise, as in SwiftUI).
public struct PixelTransform: Sendable, Hashable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = PixelTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(dx: Double, dy: Double) -> PixelTransform {
        PixelTransform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// Scaling by `sx`, `sy` with `center` staying where it is.
    public static func scaling(sx: Double, sy: Double, about center: PixelPoint) -> PixelTransform {
        PixelTransform(a: sx, b: 0, c: 0, d: sy, tx: center.x * (1 - sx), ty: center.y * (1 - sy))
    }

    /// Turning clockwise by `degrees` about `center`.
    public static func rotation(degrees: Double, about center: PixelPoint) -> PixelTransform {
        let angle = degrees * .pi / 180
        let (cosine, sine) = (cos(angle), sin(angle))
        return PixelTransform(a: cosine, b: sine, c: -sine, d: cosine,
                              tx: center.x - cosine * center.x + sine * center.y,
                              ty: center.y - sine * center.x - cosine * center.y)
    }

    public var isIdentity: Bool { self == .identity }

    /// This transform, then `next`.
    public func then(_ next: PixelTransform) -> PixelTransform {
        PixelTransform(a: next.a * a + next.c * b, b: next.b * a + next.d * b,
                       c: next.a * c + next.c * d, d: next.b * c + next.d * d,
                       tx: next.a * tx + next.c * ty + next.tx, ty: next.b * tx + next.d * ty + next.ty)
    }

    public func apply(_ point: PixelPoint) -> PixelPoint {
        PixelPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The transform that undoes this one; nil when it flattens the picture (a zero scale).
    public var inverted: PixelTransform? {
        let determinant = a * d - b * c
        guard abs(determinant) > 1e-9 else { return nil }
        let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
        return PixelTransform(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// Whether it only moves pixels, by whole pixels.
    public var isWholePixelTranslation: Bool {
        a == 1 && b == 0 && c == 0 && d == 1 && tx == tx.rounded() && ty == ty.rounded()
    }

    /// The whole pixels covered by `bounds` once mapped.
    public func mapped(_ bounds: PixelBounds) -> PixelBounds {
        let corners = [(bounds.x, bounds.y), (bounds.maxX, bounds.y), (bounds.x, bounds.maxY), (bounds.maxX, bounds.maxY)]
            .map { apply(PixelPoint(x: Double($0.0), y: Double($0.1))) }
        let minX = corners.map(\.x).min()!, maxX = corners.map(\.x).max()!
        let minY = corners.map(\.y).min()!, maxY = corners.map(\.y).max()!
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return .empty }
        let left = Int(max(minX.rounded(.down), -1e6)), top = Int(max(minY.rounded(.down), -1e6))
        let right = Int(min(maxX.rounded(.up), 1e6)), bottom = Int(min(maxY.rounded(.up), 1e6))
        return PixelBounds(x: left, y: top, width: right - left, height: bottom - top)
    }
}
