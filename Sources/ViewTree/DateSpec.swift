import Foundation

/// A moment as a widget file gives it.
public enum DateSpec: Sendable, Hashable {
    /// A fixed moment (ISO 8601 in the file).
    case absolute(Date)
    /// Seconds from the preview's time (`+PT1H25M`, `-PT5M` in the file).
    case offset(TimeInterval)
    /// An entry value holding either of the above.
    case entry(DataReference)

    /// The moment, for a preview taken at `now`; nil for an unresolved entry reference.
    public func date(now: Date) -> Date? {
        switch self {
        case .absolute(let d): return d
        case .offset(let s): return now.addingTimeInterval(s)
        case .entry: return nil
        }
    }
}
