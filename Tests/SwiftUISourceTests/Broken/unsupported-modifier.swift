// Columns count characters: the degree sign and the emoji are one column each.
Text("21° ☀️").shadow(radius: 2)
