// Text modifiers: fonts (styles, .bold(), .weight, .system), colours, monospaced digits, alignment, line limits.
VStack(alignment: .leading, spacing: 0) {
    Text("Flight UA 915")
        .font(.headline)
        .bold()
    Text("Gate G98")
        .font(.system(size: 28, weight: .bold, design: .rounded))
        .foregroundStyle(.secondary)
        .monospacedDigit()
    Text("Boarding begins 40 minutes before departure")
        .font(.caption.weight(.semibold))
        .italic()
        .multilineTextAlignment(.center)
        .lineLimit(2)
    Group {
        Text("Seat 32A, window, next to the exit row")
            .lineLimit(nil)
    }
    .lineLimit(1)
}
.font(.caption)
