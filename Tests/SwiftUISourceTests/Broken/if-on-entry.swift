VStack {
    if entry.unread > 0 {
        Text("\(entry.unread) new")
    }
}
