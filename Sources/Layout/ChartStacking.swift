import ViewTree

/// Where each bar of a chart starts and ends on its value axis. Swift Charts stacks bars that
/// share a position (`MarkStackingMethod.standard`, the default): each bar starts where the
/// previous one at the same position ended, positive values upwards and negative downwards. A
/// bar given as a range (`yStart:yEnd:`) is drawn as given and stacks nothing.
public enum ChartStacking {
    /// A bar's extent on its value axis, and its position on the other axis.
    public struct Extent: Sendable, Hashable {
        public var markIndex: Int
        public var start: Double
        public var end: Double
        /// True for bars whose value is x and position y (`BarMark(x: number, y: category)`).
        public var isHorizontal: Bool
    }

    /// The extents of every bar mark whose values are numbers, in the order written.
    public static func extents(of marks: [ChartMark]) -> [Extent] {
        var positive: [ChartValue: Double] = [:]
        var negative: [ChartValue: Double] = [:]
        var extents: [Extent] = []
        for (index, mark) in marks.enumerated() where mark.kind == .bar {
            let isHorizontal: Bool
            if case .category? = mark.y, mark.x?.continuous != nil { isHorizontal = true } else { isHorizontal = false }
            let start = isHorizontal ? mark.xStart : mark.yStart
            let end = isHorizontal ? mark.xEnd : mark.yEnd
            if let start = start?.continuous, let end = end?.continuous {
                extents.append(Extent(markIndex: index, start: start, end: end, isHorizontal: isHorizontal))
                continue
            }
            guard let value = (isHorizontal ? mark.x : mark.y)?.continuous, let position = isHorizontal ? mark.y : mark.x else { continue }
            let key = position
            let base = value >= 0 ? positive[key, default: 0] : negative[key, default: 0]
            if value >= 0 { positive[key] = base + value } else { negative[key] = base + value }
            extents.append(Extent(markIndex: index, start: base, end: base + value, isHorizontal: isHorizontal))
        }
        return extents
    }
}
