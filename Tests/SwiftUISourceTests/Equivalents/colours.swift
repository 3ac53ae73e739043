// Colours: hierarchical, named, Color(red:green:blue:), with opacity, as a view, and background(_:in:).
HStack {
    Text("secondary").foregroundStyle(.secondary)
    Text("rgb").foregroundStyle(Color(red: 1, green: 0.5, blue: 0))
    Text("rgb with opacity").foregroundStyle(Color(red: 1, green: 0.27, blue: 0.2, opacity: 0.5))
    Text("half white").foregroundColor(.white.opacity(0.5))
    Text("half red").foregroundStyle(Color.red.opacity(0.5))
    Text("pill")
        .padding(.horizontal, 4)
        .background(.blue, in: Capsule())
    Color.purple
        .frame(width: 8, height: 8)
}
.tint(.mint)
