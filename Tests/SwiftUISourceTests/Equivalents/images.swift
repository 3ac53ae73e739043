// SF Symbols, and a PNG beside the file at natural size and resizable.
HStack {
    Image(systemName: "heart.fill")
        .font(.title3)
    Image(systemName: "bolt.fill")
    Image("logo")
    Image("logo")
        .resizable()
        .scaledToFit()
        .frame(width: 24, height: 24)
    Image("logo.png")
        .resizable()
        .aspectRatio(contentMode: .fill)
        .frame(width: 36, height: 24)
        .clipShape(RoundedRectangle(cornerRadius: 4))
    Image("logo")
        .resizable()
        .frame(width: 36, height: 12)
}
