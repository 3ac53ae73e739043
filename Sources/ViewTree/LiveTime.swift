/// Whether a widget shows something that changes every second at the preview's time: a
/// `Text` in the `.timer`, `.relative` or `.offset` style, or `ProgressView(timerInterval:)`.
/// Only the branches the environment chooses count, so a timer hidden behind privacy
/// redaction does not keep the live preview redrawing.
extension Widget {
    public func showsLiveTime(for environment: WidgetEnvironment, entryIndex: Int) -> Bool {
        let index = entries.isEmpty ? 0 : min(max(entryIndex, 0), entries.count - 1)
        let body = evaluator.map { $0.view(for: environment, entry: index) } ?? self.body(for: environment.family) ?? .empty
        return body.showsLiveTime(in: environment)
    }
}

extension View {
    /// The date styles whose text changes from one second to the next.
    static let secondByStyles: Set<DateStyle> = [.timer, .relative, .offset]

    func showsLiveTime(in environment: WidgetEnvironment) -> Bool {
        let decorated = modifiers.contains { modifier in
            switch modifier {
            case .background(.view(let view, _)), .overlay(.view(let view, _)), .widgetLabel(let view): view.showsLiveTime(in: environment)
            default: false
            }
        }
        return decorated || kind.showsLiveTime(in: environment)
    }
}

extension ViewKind {
    func showsLiveTime(in environment: WidgetEnvironment) -> Bool {
        func any(_ views: [View?]) -> Bool { views.contains { $0?.showsLiveTime(in: environment) == true } }
        switch self {
        case .text(let runs):
            return runs.contains { run in
                if case .date(_, let style) = run.piece { return View.secondByStyles.contains(style) }
                return false
            }
        case .gauge(let gauge):
            return any([gauge.label, gauge.currentValueLabel, gauge.minimumValueLabel, gauge.maximumValueLabel])
        case .progress(let progress):
            if case .timer = progress.source { return true }
            return any([progress.label, progress.currentValueLabel])
        case .stack(let stack):
            return any(stack.children)
        case .viewThatFits(_, let children), .group(let children):
            return any(children)
        case .branch(let branch):
            return branch.choose(in: environment).showsLiveTime(in: environment)
        case .geometryReader:
            return false
        case .image, .spacer, .accessoryWidgetBackground, .empty, .shape, .chart:
            return false
        }
    }
}
