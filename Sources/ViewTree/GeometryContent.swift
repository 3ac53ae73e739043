import Foundation

/// What a `GeometryReader` shows: made from the size layout gives the reader, as SwiftUI calls
/// its content closure with a `GeometryProxy` during layout. The views made for each size are
/// kept (`MadePerSize`), so a layout pass that asks twice evaluates once.
///
/// Two contents are equal only when they are the same object: a closure cannot be compared.
public final class GeometryContent: @unchecked Sendable, Hashable {
    /// Makes the content for a size in points.
    public typealias Maker = @Sendable (_ width: Double, _ height: Double) -> View

    private let made: MadePerSize<View>

    public init(_ make: @escaping Maker) {
        made = MadePerSize(make)
    }

    /// The content for a reader of this size.
    public func view(width: Double, height: Double) -> View {
        made.value(width: width, height: height)
    }

    /// The same content with `transform` applied to every view it makes.
    public func mapped(_ transform: @escaping @Sendable (View) -> View) -> GeometryContent {
        GeometryContent { width, height in transform(self.view(width: width, height: height)) }
    }

    public static func == (a: GeometryContent, b: GeometryContent) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
