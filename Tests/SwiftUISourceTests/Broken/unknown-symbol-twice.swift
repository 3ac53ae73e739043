HStack {
    Image(systemName: "flame.squiggle")
    Text("Hot")
    Image(systemName: "flame.squiggle")
    Image(systemName: "flame.circle.fill")
}
