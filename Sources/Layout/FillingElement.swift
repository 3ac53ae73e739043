import Devices
import ViewTree

/// Views that take whatever they are offered: shapes, `AccessoryWidgetBackground`,
/// `ContainerRelativeShape` and colours. An unspecified dimension takes `idealLength`.
final class FillingElement: LayoutElement {
    /// The size SwiftUI gives a shape in a dimension proposed nil.
    static let idealLength = 10.0

    let info: NodeInfo

    init(info: NodeInfo) {
        self.info = info
    }

    func size(for proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? FillingElement.idealLength, height: proposal.height ?? FillingElement.idealLength)
    }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        info.node(frame(proposal, at: origin))
    }
}
