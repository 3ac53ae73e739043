// Text + Text: each side keeps its own Text modifiers; the joined text takes the outer ones.
(Text("Level 3 · ").foregroundStyle(.secondary) + Text(entry.readyAt, style: .timer).bold() + Text(" left").italic())
    .font(.caption)
