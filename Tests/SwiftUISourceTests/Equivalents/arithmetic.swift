// Negative numbers, ranges and arithmetic on literals.
HStack(spacing: 2 * 3) {
    Gauge(value: -50, in: -200...200) {
        Text("Δ")
    } currentValueLabel: {
        Text("-50")
    }
    .gaugeStyle(.accessoryCircular)
    Spacer(minLength: 10 / 4)
    Text("end")
        .padding(.leading, -(-3))
        .opacity(1 - 0.25)
}
