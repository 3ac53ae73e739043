// Gauge(value:in:) with a label and additional trailing closures, a negative range, a style and a tint.
Gauge(value: entry.temperature, in: -10...30) {
    Text("Temp")
} currentValueLabel: {
    Text("\(entry.temperature)°")
} minimumValueLabel: {
    Text("-10")
} maximumValueLabel: {
    Text("30")
}
.gaugeStyle(.accessoryCircular)
.tint(.cyan)
