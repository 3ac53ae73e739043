// ViewThatFits, Spacer, Group and EmptyView.
ViewThatFits(in: .horizontal) {
    HStack {
        Text("Umbrella needed after 3 PM")
        Spacer()
        Image(systemName: "cloud.rain.fill")
    }
    HStack {
        Text("Rain at 3 PM")
        Spacer(minLength: 4)
        Group {
            Image(systemName: "cloud.rain.fill")
            EmptyView()
        }
        .font(.caption)
    }
    ZStack {
        AccessoryWidgetBackground()
        Image(systemName: "cloud.rain.fill")
    }
}
