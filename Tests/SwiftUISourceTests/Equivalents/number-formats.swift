// Text(value, format:) with the number, percent and currency formats and their options.
VStack(alignment: .leading, spacing: 0) {
    Text(entry.price, format: .currency(code: "USD"))
    Text(entry.change, format: .percent.precision(.fractionLength(2)).sign(strategy: .always()))
    Text(entry.price, format: .currency(code: "EUR").precision(.fractionLength(0)))
    Text(entry.price, format: .number.precision(.fractionLength(1)))
    Text("AAPL \(entry.volume, format: .number)")
}
.font(.caption)
