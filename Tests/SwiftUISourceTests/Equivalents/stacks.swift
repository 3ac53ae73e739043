// Stacks with alignments and spacing.
ZStack(alignment: .topLeading) {
    AccessoryWidgetBackground()
    VStack(alignment: .leading, spacing: 2) {
        HStack(alignment: .firstTextBaseline) {
            Text("72°")
                .font(.title2)
            Text("Sunny")
        }
        HStack {
            Image(systemName: "sun.max.fill")
            Text("UV 6")
        }
    }
    .padding(6)
}
