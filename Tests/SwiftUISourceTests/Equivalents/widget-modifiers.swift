// widgetAccentable, privacySensitive, widgetURL, containerBackground (removed on the Lock Screen).
VStack(alignment: .leading) {
    HStack {
        Image(systemName: "creditcard.fill")
            .widgetAccentable()
        Text(entry.balance, format: .currency(code: "USD"))
            .privacySensitive()
    }
    Gauge(value: 0.7) { EmptyView() }
        .gaugeStyle(.accessoryLinearCapacity)
        .tint(.mint)
        .widgetAccentable(false)
}
.widgetURL(URL(string: "bank://accounts/checking")!)
.containerBackground(for: .widget) {
    Color.black
}
