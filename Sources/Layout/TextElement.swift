import Devices
import ViewTree

/// `Text`: ideally one line as wide as its characters; given a width it wraps at word boundaries,
/// and it truncates its last visible line with "…" when the line limit or the height runs out.
/// It reports the width of its widest line, not the width proposed. With a `minimumScaleFactor`
/// below 1, text that would be truncated, or is taller than the height offered, is set smaller
/// instead: the largest scale, down to that factor, at which it fits (found to `scaleSteps`
/// halvings); below it, it is truncated at the smallest scale, as SwiftUI does.
final class TextElement: LayoutElement {
    let info: NodeInfo
    let runs: [TextRun]
    let setter: TextSetter
    private var cache = ProposalCache<TextSetter.Result>()

    /// How many halvings of the scale range are tried: the scale found is within 1/256 of the range,
    /// finer than a pixel at any Lock Screen text size.
    static let scaleSteps = 8
    /// How far (points) a line may pass the height offered and still fit: layout rounding.
    static let heightTolerance = 0.01

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
            // Text too tall for the height offered (one 50-pt line in a 58-pt slot's 40 pt) does
            // not fit either, nor a word broken between lines ("4,20" over "0"): SwiftUI shrinks
            // it as it shrinks text too wide.
            func fits(_ result: TextSetter.Result) -> Bool {
                !result.layout.isTruncated && !result.brokeAWord
                    && (proposal.height.map { result.size.height <= $0 + Self.heightTolerance } ?? true)
            }
            guard !fits(full), minimum < 1 else { return full }
            func set(at scale: Double) -> TextSetter.Result {
                var environment = info.environment
                environment.fontScale = scale
                return Self.setter(runs: runs, environment: environment).set(in: proposal)
            }
            let smallest = set(at: minimum)
            guard fits(smallest) else { return smallest }
            var (fitting, low, high) = (smallest, minimum, 1.0)
            for _ in 0..<Self.scaleSteps {
                let middle = (low + high) / 2
                let attempt = set(at: middle)
                if fits(attempt) { (fitting, low) = (attempt, middle) } else { high = middle }
            }
            return fitting
        }
    }

    func size(for proposal: ProposedSize) -> Size { result(for: proposal).size }

    func baselines(for proposal: ProposedSize) -> Baselines { result(for: proposal).baselines }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        let result = result(for: proposal)
        return info.node(Rect(origin: origin, size: result.size), text: result.layout.offset(dx: origin.x, dy: origin.y))
    }
}
