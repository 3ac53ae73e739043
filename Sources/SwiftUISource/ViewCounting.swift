import ViewTree

/// How many views a tree holds, labels, decorations and branch cases included.
enum ViewCounting {
    static func count(_ view: View) -> Int {
        var total = 1
        for modifier in view.modifiers {
            switch modifier {
            case .background(.view(let inner, _)), .overlay(.view(let inner, _)): total += count(inner)
            default: break
            }
        }
        switch view.kind {
        case .stack(let stack): total += stack.children.map(count).reduce(0, +)
        case .group(let children), .viewThatFits(_, let children): total += children.map(count).reduce(0, +)
        case .gauge(let gauge):
            total += [gauge.label, gauge.currentValueLabel, gauge.minimumValueLabel, gauge.maximumValueLabel].compactMap { $0 }.map(count).reduce(0, +)
        case .progress(let progress):
            total += [progress.label, progress.currentValueLabel].compactMap { $0 }.map(count).reduce(0, +)
        case .branch(let branch):
            total += branch.cases.map { count($0.view) }.reduce(0, +) + (branch.otherwise.map(count) ?? 0)
        case .text, .image, .spacer, .accessoryWidgetBackground, .empty, .shape:
            break
        }
        return total
    }
}
