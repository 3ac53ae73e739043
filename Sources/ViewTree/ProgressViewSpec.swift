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
}
