import Foundation

/// `ProgressView` styles.
public enum ProgressStyle: String, Sendable, CaseIterable, Hashable {
    case circular, linear
}

/// What a `ProgressView` measures.
public enum ProgressSource: Sendable, Hashable {
    /// `ProgressView(value:total:)`.
    case value(Quantity, total: Double)
    /// `ProgressView(timerInterval:countsDown:)`: progress through an interval at the preview's time.
    case timer(start: DateSpec, end: DateSpec, countsDown: Bool)
}

/// A `ProgressView`.
public struct ProgressViewSpec: Sendable, Hashable {
    public var source: ProgressSource
    public var style: ProgressStyle
    public var label: View?
    public var currentValueLabel: View?

    public init(source: ProgressSource, style: ProgressStyle = .linear, label: View? = nil, currentValueLabel: View? = nil) {
        self.source = source
        self.style = style
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// How far along it is at `now`, 0…1: the value over the total, or the time through the
    /// timer's interval (counting down from 1 when `countsDown`).
    public func fraction(now: Date) -> Double {
        switch source {
        case .value(let quantity, let total):
            return total > 0 ? min(max((quantity.literalValue ?? 0) / total, 0), 1) : 0
        case .timer(let start, let end, let countsDown):
            let from = start.date(now: now) ?? now, to = end.date(now: now) ?? now
            let span = to.timeIntervalSince(from)
            let elapsed = span > 0 ? min(max(now.timeIntervalSince(from) / span, 0), 1) : 1
            return countsDown ? 1 - elapsed : elapsed
        }
    }
}
