// String(format:) with %.1f, %d and %%, Text(verbatim:) showing braces as written.
VStack(spacing: 0) {
    Text(String(format: "%.1f° in %@", entry.temperature, entry.city))
    Text(String(format: "%d%% humidity", entry.humidity))
    Text(verbatim: "{not a name}")
}
