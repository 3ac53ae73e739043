// Padding in every form, backgrounds and overlays (colour, view, aligned closure), frames, opacity, clipShape.
HStack {
    Image(systemName: "star.fill")
        .padding()
        .background(AccessoryWidgetBackground())
        .clipShape(Circle())
    Text("New")
        .padding(.horizontal, 6)
        .padding(.vertical, 2)
        .background(.red.opacity(0.6))
        .opacity(0.8)
    Text("Inbox")
        .padding(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
        .overlay(alignment: .topTrailing) {
            Circle()
                .fill(.red)
                .frame(width: 6, height: 6)
        }
        .background(alignment: .bottom) {
            Rectangle()
                .fill(.white)
                .frame(height: 1)
        }
        .frame(minWidth: 40, idealWidth: 60, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .leading)
    Image(systemName: "bell.fill")
        .overlay(Text("3").font(.caption2))
        .frame(width: 20, height: 20, alignment: .center)
        .padding([.leading, .trailing], 2)
}
