extension View {
    /// The views written inside this one, one level down: a stack's or group's children, every
    /// choice of a branch, the labels of a gauge or progress view, and the views of its
    /// `.background`, `.overlay` and `.widgetLabel`. A `GeometryReader`'s content, made only when
    /// its size is known, is not among them.
    public var writtenSubviews: [View] {
        var found: [View] = []
        switch kind {
        case .stack(let stack): found = stack.children
        case .group(let children), .viewThatFits(_, let children): found = children
        case .branch(let branch): found = branch.cases.map(\.view) + (branch.otherwise.map { [$0] } ?? [])
        case .gauge(let gauge):
            found = [gauge.label, gauge.currentValueLabel, gauge.minimumValueLabel, gauge.maximumValueLabel].compactMap { $0 }
        case .progress(let progress): found = [progress.label, progress.currentValueLabel].compactMap { $0 }
        case .text, .image, .spacer, .accessoryWidgetBackground, .empty, .shape, .geometryReader, .chart: break
        }
        for modifier in modifiers {
            switch modifier {
            case .background(.view(let view, _)), .overlay(.view(let view, _)), .widgetLabel(let view): found.append(view)
            default: break
            }
        }
        return found
    }
}
