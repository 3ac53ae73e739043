import Foundation

/// A lookup table filled one entry at a time, on first use of that entry, safe to share
/// between threads. A one-off picture needs the answers for its own few thousand colours, not a
/// whole table computed at start-up (which took 160 ms of a 250 ms `render`); a live session
/// fills in what its pictures use and then only reads. The lock is a pthread mutex (`NSLock`),
/// which ThreadSanitizer sees: it could not see the uninstrumented `Synchronization.Mutex` and
/// reported every shared entry as a race.
final class LazyTable<Value: FixedWidthInteger & Sendable>: @unchecked Sendable {
    /// The stored value of an entry not computed yet; `compute` never returns it.
    let unknown: Value
    private let lock = NSLock()
    private var entries: [Value]
    private let compute: @Sendable (Int) -> Value

    init(count: Int, unknown: Value = 0, compute: @escaping @Sendable (Int) -> Value) {
        self.unknown = unknown
        entries = [Value](repeating: unknown, count: count)
        self.compute = compute
    }

    /// The value of entry `index`, computed now if it is the first time.
    func value(at index: Int) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return entry(index)
    }

    /// Runs `body` with a reader that computes missing entries, under one lock (for a whole picture).
    func withReader<Result>(_ body: (_ value: (Int) -> Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body { entry($0) }
    }

    /// Entry `index`, computed and stored if missing; the lock must be held.
    private func entry(_ index: Int) -> Value {
        let stored = entries[index]
        if stored != unknown { return stored }
        let value = compute(index)
        entries[index] = value
        return value
    }
}
