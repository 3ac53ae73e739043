// ProgressView by value and total, and over a timer interval counting down, with labels.
HStack {
    ProgressView(value: 0.4)
    ProgressView(value: entry.steps, total: 10000)
        .progressViewStyle(.circular)
    ProgressView(timerInterval: Date().addingTimeInterval(-480)...Date(timeIntervalSinceNow: 724), countsDown: true) {
        Text("Ready")
    } currentValueLabel: {
        Text(Date.now + 724, style: .timer)
    }
    .progressViewStyle(.circular)
}
.tint(.orange)
