import Foundation

/// Runs work on a thread with a large stack: evaluating Swift recurses once per nested call,
/// view and expression, and the evaluator's own limits (`Evaluator.maximumCallDepth`) must be
/// reached before the stack runs out, on any thread that asks for a preview.
enum LargeStack {
    /// Reserved address space; pages are only used as the recursion reaches them.
    static let bytes = 512 << 20

    static func run<T>(_ work: @escaping () -> T) -> T {
        let outcome = Outcome<T>()
        let done = DispatchSemaphore(value: 0)
        let body: @Sendable () -> Void = { [work = UncheckedBox(work)] in
            outcome.value = work.value()
            done.signal()
        }
        let thread = Thread(block: body)
        thread.stackSize = bytes
        thread.start()
        done.wait()
        return outcome.value!
    }
}

/// The result a worker thread leaves for the thread that waits for it.
final class Outcome<T>: @unchecked Sendable {
    var value: T?
}

/// Carries a value across a thread the caller waits for.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
