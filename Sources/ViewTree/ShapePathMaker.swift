import Foundation

/// A `Shape`'s `path(in:)` made again for the rect the shape is drawn in, as SwiftUI asks for it:
/// a path whose lengths are fixed in points (rays 10 pt from the centre of a 15-pt sun) is only
/// right at the shape's own size, never stretched from another. The paths made for each size are
/// kept (`MadePerSize`, under the same lock as a `GeometryReader`'s content), so drawing a shape
/// twice evaluates once.
///
/// Two makers are equal only when they are the same object: a closure cannot be compared.
public final class ShapePathMaker: @unchecked Sendable, Hashable {
    /// Makes the path for a rect of this size in points; nil when it cannot be made.
    public typealias Maker = @Sendable (_ width: Double, _ height: Double) -> ShapePath?

    private let made: MadePerSize<ShapePath?>

    public init(_ make: @escaping Maker) {
        made = MadePerSize(make)
    }

    /// The path for a rect of this size, in its points (origin at the rect's corner).
    public func path(width: Double, height: Double) -> ShapePath? {
        made.value(width: width, height: height)
    }

    public static func == (a: ShapePathMaker, b: ShapePathMaker) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
