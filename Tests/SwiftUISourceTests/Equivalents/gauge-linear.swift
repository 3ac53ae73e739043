// Linear gauges: labels passed as closures by name, a literal value, a range written as arithmetic.
VStack(spacing: 4) {
    Gauge(value: entry.charge, label: { EmptyView() }, minimumValueLabel: { Text("0") }, maximumValueLabel: { Text("100") })
        .gaugeStyle(.accessoryLinear)
    Gauge(value: entry.charge) {
        Text("Battery")
    } currentValueLabel: {
        Text(entry.charge, format: .percent)
    }
    .gaugeStyle(.accessoryLinearCapacity)
    Gauge(value: 0.3, in: 0...(2 - 1)) { EmptyView() }
}
.font(.caption2)
.tint(.green)
