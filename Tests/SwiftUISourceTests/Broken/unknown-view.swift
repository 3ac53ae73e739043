VStak {
    Text("Hello")
}
