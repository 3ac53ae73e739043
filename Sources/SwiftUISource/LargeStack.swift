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

    /// `run`, giving up after `seconds`: nil then, and the work is left to finish on its own
    /// thread, whose result nobody reads (a thread cannot be stopped from outside). For work
    /// that a library does and that has no limit of its own.
    static func run<T>(within seconds: Double, _ work: @escaping () -> T) -> T? {
        let outcome = Outcome<T>()
        let done = DispatchSemaphore(value: 0)
        let body: @Sendable () -> Void = { [work = UncheckedBox(work)] in
            let value = work.value()
            outcome.lock.withLock { outcome.value = value }
            done.signal()
        }
        let thread = Thread(block: body)
        thread.stackSize = bytes
        thread.start()
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return outcome.lock.withLock { outcome.value }
    }

    /// `work(0) … work(count - 1)`, in that order in the result, computed by up to `threads`
    /// threads with large stacks that each take the next index left; on the calling thread,
    /// which must have a large stack itself, when one thread is all there is to use.
    static func map<T>(count: Int, threads: Int, _ work: @escaping (Int) -> T) -> [T] {
        let workers = max(1, min(threads, count))
        if workers == 1 { return (0..<count).map(work) }
        let shared = SharedWork<T>(count: count)
        let finished = DispatchSemaphore(value: 0)
        let body: @Sendable () -> Void = { [work = UncheckedBox(work)] in
            while let index = shared.take() { shared.keep(work.value(index), at: index) }
            finished.signal()
        }
        for _ in 0..<workers {
            let thread = Thread(block: body)
            thread.stackSize = bytes
            thread.start()
        }
        for _ in 0..<workers { finished.wait() }
        return shared.results.map { $0! }
    }
}

/// The indices still to be worked on and the results so far, for `LargeStack.map`.
private final class SharedWork<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private(set) var results: [T?]

    init(count: Int) {
        self.count = count
        results = Array(repeating: nil, count: count)
    }

    func take() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func keep(_ value: T, at index: Int) {
        lock.withLock { results[index] = value }
    }
}

/// The result a worker thread leaves for the thread that waits for it.
final class Outcome<T>: @unchecked Sendable {
    var value: T?
    /// Held while `value` is written and read when the waiter may have stopped waiting.
    let lock = NSLock()
}

/// Carries a value across a thread the caller waits for.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
