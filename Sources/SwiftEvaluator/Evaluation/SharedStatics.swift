import Foundation

/// The values of a program's `static let` properties, computed once and read by every
/// evaluation of the program at the same moment and time zone, as Swift computes a static once
/// per process: a widget extension's icon table of thousands of entries (Home Assistant's
/// `MaterialDesignIcons.allCases`) took 0.2 s to evaluate, once for each of the 2,200 pictures'
/// environments a `check` draws. Each value keeps the messages said while it was computed, so
/// that every evaluation that reads it says them too (each picture carries its own warnings).
/// The moment is part of the key (a static may read the clock); a static whose computation
/// read the environment (asked the host for a view, an image or a colour, or read a global, an
/// entry's value or another such static) is shared only with evaluations in the same
/// environment, since its value and its warnings may differ (an asset image in an inline widget).
public final class SharedStatics: @unchecked Sendable {
    struct Key: Hashable {
        var name: String
        var now: Date
        var timeZone: String
        /// The host's `sharingKey` for a static that read the environment; nil for one that did not.
        var environment: String?
    }

    struct Computed {
        var value: Value
        var messages: [Evaluator.Message]
    }

    private var values: [Key: Computed] = [:]
    private let lock = NSLock()

    public init() {}

    func computed(_ key: Key) -> Computed? {
        lock.withLock { values[key] }
    }

    func keep(_ computed: Computed, for key: Key) {
        lock.withLock { values[key] = computed }
    }
}
