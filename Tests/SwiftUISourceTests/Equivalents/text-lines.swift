// Underline and strikethrough: on a Text, inside Text + Text, and on a stack for the text inside.
VStack(alignment: .leading, spacing: 2) {
    Text("Buy milk").strikethrough()
    Text("Call Anna") + Text(" at 5").underline(color: .orange)
    Text("Due today")
}
.underline()
.font(.caption)
