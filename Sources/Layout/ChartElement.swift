import Devices
import ViewTree

/// A Swift Charts `Chart`: flexible like a shape (it takes the size proposed, `FillingElement`'s
/// ideal length where none is), with its axis labels laid out as small text inside its frame
/// (`ChartGeometry`); the marks and grid lines are drawn by the painter.
final class ChartElement: LayoutElement {
    let chart: ChartView
    let info: NodeInfo
    let widget: WidgetEnvironment

    init(chart: ChartView, info: NodeInfo, widget: WidgetEnvironment) {
        self.chart = chart
        self.info = info
        self.widget = widget
    }

    func size(for proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? FillingElement.idealLength, height: proposal.height ?? FillingElement.idealLength)
    }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        let frame = frame(proposal, at: origin)
        let geometry = ChartGeometry(chart: chart, frame: frame, environment: info.environment, timeZone: widget.timeZone)
        let labelEnvironment = ChartGeometry.labelEnvironment(info.environment)
        let labels = geometry.labels.map { label -> LayoutNode in
            let runs = [TextRun.literal(label.text)]
            let text = TextElement(runs: runs, info: NodeInfo(name: "Text", kind: .view(.text(runs)), modifiers: [],
                                                              environment: labelEnvironment, location: info.location))
            return text.place(ProposedSize(width: label.frame.width + Dimension.tolerance, height: label.frame.height), at: label.frame.origin)
        }
        return info.node(frame, children: labels)
    }
}
