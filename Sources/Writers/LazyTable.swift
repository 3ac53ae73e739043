import Synchronization

/// A lookup table filled one entry at a time, on first use of that entry, safe to share
/// between threads. A one-off picture needs the answers for its own few thousand colours, not a
/// whole table computed at start-up (which took 160 ms of a 250 ms `render`); a live session
/// fills in what its pictures use and then only reads.
final class LazyTable<Value: FixedWidthInteger & Sendable>: Sendable {
    /// The stored value of an entry not computed yet; `compute` never returns it.
    let unknown: Value
    private let entries: Mutex<[Value]>
    private let compute: @Sendable (Int) -> Value

    init(count: Int, unknown: Value = 0, compute: @escaping @Sendable (Int) -> Value) {
        self.unknown = unknown
        entries = Mutex([Value](repeating: unknown, count: count))
        self.compute = compute
    }

    /// The value of entry `index`, computed now if it is the first time.
    func value(at index: Int) -> Value {
        entries.withLock { table in
            let stored = table[index]
            if stored != unknown { return stored }
            let value = compute(index)
            table[index] = value
            return value
        }
    }

    /// Runs `body` with a reader that computes missing entries, under one lock (for a whole picture).
    func withReader<Result>(_ body: (_ value: (Int) -> Value) -> Result) -> Result {
        entries.withLock { table in
            body { index in
                let stored = table[index]
                if stored != unknown { return stored }
                let value = compute(index)
                table[index] = value
                return value
            }
        }
    }
}
