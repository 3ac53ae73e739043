import Devices
import ViewTree

/// A label of a gauge or progress view: the label's own view, placed inside a node that says
/// which label it is.
struct IndicatorLabelElement {
    let role: IndicatorLabel
    let element: LayoutElement
    let environment: EnvironmentValues

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        let node = element.place(proposal, at: origin)
        return LayoutNode(name: role.rawValue, kind: .label(role), frame: node.frame, children: [node], environment: environment)
    }
}
