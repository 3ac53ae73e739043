import Foundation

/// One lock for everything made by evaluating Swift during layout and drawing (a
/// `GeometryReader`'s content, a declared `Shape`'s path): an evaluation is not thread-safe.
/// Recursive, since a content made from another (`GeometryContent.mapped`, a reader inside a
/// reader) asks it while making.
let evaluationLock = NSRecursiveLock()

/// Values made from a size in points, kept per size: a layout pass or a painter that asks twice
/// evaluates once.
final class MadePerSize<Value>: @unchecked Sendable {
    private let make: @Sendable (_ width: Double, _ height: Double) -> Value
    private var made: [[Double]: Value] = [:]

    init(_ make: @escaping @Sendable (_ width: Double, _ height: Double) -> Value) {
        self.make = make
    }

    /// The value for this size, made under `evaluationLock` the first time it is asked for.
    func value(width: Double, height: Double) -> Value {
        evaluationLock.lock()
        defer { evaluationLock.unlock() }
        let key = [width, height]
        if let known = made[key] { return known }
        let value = make(width, height)
        made[key] = value
        return value
    }
}
