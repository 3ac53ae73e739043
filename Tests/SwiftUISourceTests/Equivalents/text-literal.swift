// A bare view expression: one Text with a font.
Text("Hello, Lock Screen")
    .font(.headline)
