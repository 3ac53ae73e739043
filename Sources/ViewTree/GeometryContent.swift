import Foundation

/// What a `GeometryReader` shows: made from the size layout gives the reader, as SwiftUI calls
/// its content closure with a `GeometryProxy` during layout. The views made for each size are
/// kept, so a layout pass that asks twice evaluates once.
///
/// Two contents are equal only when they are the same object: a closure cannot be compared.
public final class GeometryContent: @unchecked Sendable, Hashable {
    /// Makes the content for a size in points.
    public typealias Maker = @Sendable (_ width: Double, _ height: Double) -> View

    private let make: Maker
    private var made: [[Double]: View] = [:]
    /// One lock for every content and every `ShapePathMaker`: makers evaluate Swift, and an
    /// evaluation is not thread-safe. Recursive, since a content made from another (`mapped`, a
    /// reader inside a reader) asks it while making.
    static let evaluationLock = NSRecursiveLock()

    public init(_ make: @escaping Maker) {
        self.make = make
    }

    /// The content for a reader of this size.
    public func view(width: Double, height: Double) -> View {
        Self.evaluationLock.lock()
        defer { Self.evaluationLock.unlock() }
        let key = [width, height]
        if let known = made[key] { return known }
        let view = make(width, height)
        made[key] = view
        return view
    }

    /// The same content with `transform` applied to every view it makes.
    public func mapped(_ transform: @escaping @Sendable (View) -> View) -> GeometryContent {
        GeometryContent { width, height in transform(self.view(width: width, height: height)) }
    }

    public static func == (a: GeometryContent, b: GeometryContent) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
