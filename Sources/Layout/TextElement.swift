import Devices
import ViewTree

/// `Text`: ideally one line as wide as its characters; given a width it wraps at word boundaries,
/// and it truncates its last visible line with "…" when the line limit or the height runs out.
/// It reports the width of its widest line, not the width proposed. With a `minimumScaleFactor`
/// below 1, text that would be truncated is set smaller instead: the largest scale, down to that
/// factor, at which it fits (found to `scaleSteps` halvings); below it, it is truncated at the
/// smallest scale, as SwiftUI does.
final class TextElement: LayoutElement {
    let info: NodeInfo
    let runs: [TextRun]
    let setter: TextSetter
    private var cache = ProposalCache<TextSetter.Result>()

    /// How many halvings of the scale range are tried: the scale found is within 1/256 of the range,
    /// finer than a pixel at any Lock Screen text size.
    static let scaleSteps = 8

    init(runs: [TextRun], info: NodeInfo) {
        self.info = info
        self.runs = runs
        setter = Self.setter(runs: runs, environment: info.environment)
    }

    static func setter(runs: [TextRun], environment: EnvironmentValues) -> TextSetter {
        TextSetter(text: StyledText(runs: runs, environment: environment),
                   lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment)
    }

    func result(for proposal: ProposedSize) -> TextSetter.Result {
        cache.value(for: proposal) {
            let full = setter.set(in: proposal)
            let minimum = info.environment.minimumScaleFactor
            guard full.layout.isTruncated, minimum < 1 else { return full }
            func set(at scale: Double) -> TextSetter.Result {
                var environment = info.environment
                environment.fontScale = scale
                return Self.setter(runs: runs, environment: environment).set(in: proposal)
            }
            let smallest = set(at: minimum)
            guard !smallest.layout.isTruncated else { return smallest }
            var (fits, low, high) = (smallest, minimum, 1.0)
            for _ in 0..<Self.scaleSteps {
                let middle = (low + high) / 2
                let attempt = set(at: middle)
                if attempt.layout.isTruncated { high = middle } else { (fits, low) = (attempt, middle) }
            }
            return fits
        }
    }

    func size(for proposal: ProposedSize) -> Size { result(for: proposal).size }

    func baselines(for proposal: ProposedSize) -> Baselines { result(for: proposal).baselines }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        let result = result(for: proposal)
        return info.node(Rect(origin: origin, size: result.size), text: result.layout.offset(dx: origin.x, dy: origin.y))
    }
}
