/// A width and height in points.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(Size.format(width))×\(Size.format(height))" }

    /// Points as text: whole numbers without a fraction, others to two decimals; never traps on
    /// NaN, infinities or huge values.
    public static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value == .infinity { return "∞" }
        if value == -.infinity { return "-∞" }
        if abs(value) > 1e15 { return value < 0 ? "-huge" : "huge" }
        if value == value.rounded() { return String(Int(value)) }
        let hundredths = (value * 100).rounded() / 100
        if hundredths == hundredths.rounded() { return String(Int(hundredths)) }
        var text = String(hundredths)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
