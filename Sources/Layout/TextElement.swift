import Devices
import ViewTree

/// `Text`: ideally one line as wide as its characters; given a width it wraps at word boundaries,
/// and it truncates its last visible line with "…" when the line limit or the height runs out.
/// It reports the width of its widest line, not the width proposed.
final class TextElement: LayoutElement {
    let info: NodeInfo
    let setter: TextSetter
    private var cache = ProposalCache<TextSetter.Result>()

    init(runs: [TextRun], info: NodeInfo) {
        self.info = info
        let environment = info.environment
        setter = TextSetter(text: StyledText(runs: runs, environment: environment),
                            lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment)
    }

    func result(for proposal: ProposedSize) -> TextSetter.Result {
        cache.value(for: proposal) { setter.set(in: proposal) }
    }

    func size(for proposal: ProposedSize) -> Size { result(for: proposal).size }

    func baselines(for proposal: ProposedSize) -> Baselines { result(for: proposal).baselines }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        let result = result(for: proposal)
        return info.node(Rect(origin: origin, size: result.size), text: result.layout.offset(dx: origin.x, dy: origin.y))
    }
}
