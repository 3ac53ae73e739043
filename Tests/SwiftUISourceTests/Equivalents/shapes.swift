// Shapes filled and stroked.
ZStack {
    ContainerRelativeShape()
        .stroke(.tertiary, lineWidth: 1)
    HStack {
        Circle()
            .fill(.green)
            .frame(width: 12, height: 12)
        Capsule()
            .stroke(.white)
            .frame(width: 24, height: 12)
        Rectangle()
            .fill(.gray)
            .frame(width: 12, height: 12)
        RoundedRectangle(cornerRadius: 4)
            .fill(.blue)
            .frame(width: 16, height: 16)
        RoundedRectangle(cornerRadius: 6, style: .continuous)
            .fill(.orange)
            .stroke(.white, lineWidth: 2)
            .frame(width: 20, height: 20)
    }
}
