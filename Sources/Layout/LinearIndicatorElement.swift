import Devices
import ViewTree

/// A linear gauge or progress bar: as wide as proposed (`IndicatorMetrics.linearIdealWidth`
/// when not), as tall as its rows: the label above, then the bar with the minimum and maximum
/// labels either side of it, then the current value label below. Labels are offered the full
/// width (the minimum and maximum labels their ideal size) and sit at the leading edge; the bar
/// takes the width the minimum and maximum labels leave.
final class LinearIndicatorElement: LayoutElement {
    let info: NodeInfo
    let trackHeight: Double
    let above: IndicatorLabelElement?
    let minimum: IndicatorLabelElement?
    let maximum: IndicatorLabelElement?
    let below: IndicatorLabelElement?

    init(trackHeight: Double, above: IndicatorLabelElement?, minimum: IndicatorLabelElement?, maximum: IndicatorLabelElement?,
         below: IndicatorLabelElement?, info: NodeInfo) {
        self.info = info
        self.trackHeight = trackHeight
        self.above = above
        self.minimum = minimum
        self.maximum = maximum
        self.below = below
    }

    func width(for proposal: ProposedSize) -> Double {
        proposal.width ?? IndicatorMetrics.linearIdealWidth
    }

    func rowProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width(for: proposal), height: nil)
    }

    /// The heights of the rows shown, top to bottom.
    func rowHeights(_ proposal: ProposedSize) -> (above: Double?, track: Double, below: Double?) {
        let row = rowProposal(proposal)
        let sides = [minimum, maximum].compactMap { $0?.element.size(for: .unspecified).height }
        return (above?.element.size(for: row).height, ([trackHeight] + sides).max() ?? trackHeight,
                below?.element.size(for: row).height)
    }

    func size(for proposal: ProposedSize) -> Size {
        let rows = rowHeights(proposal)
        let heights = [rows.above, rows.track, rows.below].compactMap { $0 }
        let height = heights.reduce(0, +) + IndicatorMetrics.rowSpacing * Double(heights.count - 1)
        return Size(width: width(for: proposal), height: height)
    }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        let frame = frame(proposal, at: origin)
        let rows = rowHeights(proposal)
        let row = rowProposal(proposal)
        var labels: [LayoutNode] = []
        var y = origin.y
        if let above, let height = rows.above {
            labels.append(above.place(row, at: Point(x: origin.x, y: y)))
            y += height + IndicatorMetrics.rowSpacing
        }
        var trackLeft = origin.x
        var trackRight = frame.maxX
        if let minimum {
            let size = minimum.element.size(for: .unspecified)
            labels.append(minimum.place(.unspecified, at: Point(x: origin.x, y: y + (rows.track - size.height) / 2)))
            trackLeft += size.width + IndicatorMetrics.trackLabelSpacing
        }
        if let maximum {
            let size = maximum.element.size(for: .unspecified)
            labels.append(maximum.place(.unspecified, at: Point(x: frame.maxX - size.width, y: y + (rows.track - size.height) / 2)))
            trackRight -= size.width + IndicatorMetrics.trackLabelSpacing
        }
        let track = Rect(x: trackLeft, y: y + (rows.track - trackHeight) / 2, width: max(trackRight - trackLeft, 0), height: trackHeight)
        y += rows.track + IndicatorMetrics.rowSpacing
        if let below {
            labels.append(below.place(row, at: Point(x: origin.x, y: y)))
        }
        let trackNode = LayoutNode(name: "track", kind: .indicator, frame: track, environment: info.environment)
        return info.node(frame, children: [trackNode] + labels)
    }
}
