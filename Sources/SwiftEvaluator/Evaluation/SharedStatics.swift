import Foundation

/// The values of a program's `static let` properties, computed once and read by every
/// evaluation of the program at the same moment and time zone, as Swift computes a static once
/// per process: a widget extension's icon table of thousands of entries (Home Assistant's
/// `MaterialDesignIcons.allCases`) took 0.2 s to evaluate, once for each of the 2,200 pictures'
/// environments a `check` draws. Each value keeps the messages said while it was computed, so
/// that every evaluation that reads it says them too (each picture carries its own warnings).
/// A static whose computation read the clock (`Date()`, `Calendar.current`, a formatter's
/// time zone) is shared only at the same moment and time zone; one that read the environment
/// (asked the host for a view, an image or a colour, or read a global, an entry's value or
/// another such static) only with evaluations in the same environment, since its value and its
/// warnings may differ (an asset image in an inline widget). A timeline's entries are each a
/// moment of their own: an icon table that reads neither is computed once for all of them.
public final class SharedStatics: @unchecked Sendable {
    struct Key: Hashable {
        var name: String
        /// The moment and time zone for a static that read the clock; nil for one that did not.
        var moment: Moment?
        /// The host's `sharingKey` for a static that read the environment; nil for one that did not.
        var environment: String?
    }

    struct Moment: Hashable {
        var now: Date
        var timeZone: String
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
