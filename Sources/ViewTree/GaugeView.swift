/// SwiftUI's `Gauge` styles available to accessory widgets.
public enum GaugeStyle: String, Sendable, CaseIterable, Hashable {
    case accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity, linearCapacity
}

/// A `Gauge`: a value within a range, with optional labels.
public struct GaugeView: Sendable, Hashable {
    public var value: Quantity
    public var lowerBound: Double
    public var upperBound: Double
    public var style: GaugeStyle
    public var label: View?
    public var currentValueLabel: View?
    public var minimumValueLabel: View?
    public var maximumValueLabel: View?

    public init(value: Quantity, lowerBound: Double = 0, upperBound: Double = 1, style: GaugeStyle = .accessoryLinearCapacity,
                label: View? = nil, currentValueLabel: View? = nil, minimumValueLabel: View? = nil, maximumValueLabel: View? = nil) {
        self.value = value
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.style = style
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// The value's position in the range, 0…1, clamped as SwiftUI clamps.
    public func fraction(of value: Double) -> Double {
        let span = upperBound - lowerBound
        guard span > 0, value.isFinite else { return 0 }
        return min(max((value - lowerBound) / span, 0), 1)
    }
}
