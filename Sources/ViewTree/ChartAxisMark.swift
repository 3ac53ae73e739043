/// One mark of an axis the code writes (`.chartXAxis { AxisMarks(values: .stride(by: 6)) { value in
/// AxisGridLine(); AxisValueLabel { Text(…) } } }`): where it sits, whether it draws a grid line,
/// and its label.
public struct ChartAxisMark: Sendable, Hashable {
    /// A mark's label: none (no `AxisValueLabel`), the value as the default axis writes it
    /// (`AxisValueLabel()`, or `AxisMarks` without content), or the text its content gives.
    public enum Label: Sendable, Hashable {
        case none
        case automatic
        case text(String)
    }

    public var value: ChartValue
    public var gridLine: Bool
    public var label: Label

    public init(value: ChartValue, gridLine: Bool, label: Label) {
        self.value = value
        self.gridLine = gridLine
        self.label = label
    }
}
