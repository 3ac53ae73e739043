/// How deeply a view tree nests as layout and drawing see it: every view is one level and every
/// modifier one more (layout wraps the view in an element per modifier), and the views inside
/// stacks, labels, decorations and branches go one level further. Layout, drawing and the view
/// tree's own copies recurse once per level, so every reader refuses a tree deeper than
/// `maximumLevels`, at the first view that goes past it.
public enum ViewNesting {
    /// The deepest nesting accepted: a chosen limit (Apple publishes none), far above real
    /// widgets (the samples nest at most 20 levels) and far below what overflows an 8 MB stack
    /// in a debug build (about 3,000 padding modifiers).
    public static let maximumLevels = 512

    /// The first view, in depth-first order, whose levels go past `limit`; nil when the tree fits.
    /// Walks with its own stack, so a tree of any depth is measured without recursion.
    public static func firstViewTooDeep(in root: View, limit: Int = maximumLevels) -> View? {
        var pending: [(view: View, outer: Int)] = [(root, 0)]
        while let (view, outer) = pending.popLast() {
            let levels = outer + 1 + view.modifiers.count
            if levels > limit { return view }
            for child in children(of: view).reversed() { pending.append((child, levels)) }
        }
        return nil
    }

    /// The views a view holds: contents, labels, decorations and every branch's alternatives.
    public static func children(of view: View) -> [View] {
        var views: [View] = []
        switch view.kind {
        case .stack(let stack): views = stack.children
        case .viewThatFits(_, let children), .group(let children): views = children
        case .gauge(let gauge):
            views = [gauge.label, gauge.currentValueLabel, gauge.minimumValueLabel, gauge.maximumValueLabel].compactMap { $0 }
        case .progress(let progress): views = [progress.label, progress.currentValueLabel].compactMap { $0 }
        case .branch(let branch): views = branch.cases.map(\.view) + [branch.otherwise].compactMap { $0 }
        case .text, .image, .spacer, .accessoryWidgetBackground, .empty, .shape, .geometryReader, .chart: break
        }
        for modifier in view.modifiers {
            switch modifier {
            case .background(.view(let decoration, _)), .overlay(.view(let decoration, _)), .widgetLabel(let decoration): views.append(decoration)
            default: break
            }
        }
        return views
    }
}
