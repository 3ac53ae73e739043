import SwiftUI

// @ViewBuilder properties, functions with labelled and default arguments, computed values, let locals.
struct ActivityView: View {
    let entry: SimpleEntry
    private let goal = 600

    var title: String { "Move" }

    @ViewBuilder
    var header: some View {
        Text(title)
            .font(.headline)
        Text("Goal \(goal)")
            .font(.caption2)
    }

    var body: some View {
        let spacing = 2.0
        VStack(alignment: .leading, spacing: spacing) {
            header
            row("Move", value: entry.move)
            row("Stand", value: entry.stand, tint: .cyan)
        }
    }

    func row(_ label: String, value: Double, tint: Color = .red) -> some View {
        HStack {
            Text(label)
            Gauge(value: value, in: 0...1) { EmptyView() }
                .gaugeStyle(.accessoryLinearCapacity)
                .tint(tint)
        }
    }
}
