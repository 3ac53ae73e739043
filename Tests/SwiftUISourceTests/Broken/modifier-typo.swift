Text("Hello")
    .fnt(.caption)
