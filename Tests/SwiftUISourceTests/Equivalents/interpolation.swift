// String interpolation of entry values, dotted names into nested values.
VStack(alignment: .leading, spacing: 0) {
    Text("Hi \(entry.name), \(entry.mail.unread) new")
    Text("\(entry.mail.from) — \(entry.mail.subject)")
        .font(.caption)
}
