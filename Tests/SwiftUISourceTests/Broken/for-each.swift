VStack {
    ForEach(0..<3) { index in
        Text("Row \(index)")
    }
}
