HStack {
    Label("Rain", systemImage: "cloud.rain.fill")
    Text("3 PM")
        .fontWeight(.bold)
}
