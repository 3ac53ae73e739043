VStack {
    Text("Hello"
    Text("World")
}
