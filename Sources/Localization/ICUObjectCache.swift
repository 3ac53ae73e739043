import Foundation

/// Things ICU makes once per key (a date formatter per locale and pattern, plural rules per
/// locale): making one loads ICU's data for it, the costly part, so each is kept for the process.
/// One thread at a time uses them: ICU's formatters are not safe to share between threads.
final class ICUObjectCache<Key: Hashable, Object>: @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [Key: Object] = [:]

    /// `use` applied to the object kept for `key`, made by `make` the first time (nil: nothing
    /// is kept, and `use` is not called).
    func with<Result>(_ key: Key, make: () -> Object?, _ use: (Object) -> Result?) -> Result? {
        lock.lock()
        defer { lock.unlock() }
        if let kept = objects[key] { return use(kept) }
        guard let made = make() else { return nil }
        objects[key] = made
        return use(made)
    }
}
