extension Int {
    /// `value` rounded toward zero, held to `Int.min...Int.max`; NaN is 0. Swift's `Int(_:)` traps on
    /// a value it cannot hold, and a widget's source may say `.lineLimit(Int.max)` or divide by zero.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if let exact = Int(exactly: value.rounded(.towardZero)) {
            self = exact
        } else {
            self = value > 0 ? .max : .min
        }
    }
}
