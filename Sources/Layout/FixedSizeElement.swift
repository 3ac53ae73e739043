import Devices
import ViewTree

/// `fixedSize(horizontal:vertical:)`: on the chosen axes the child is proposed nothing
/// (`nil`), so it takes its ideal size there whatever its parent offers: a text stays on one
/// line, and may then stand out of its parent.
final class FixedSizeElement: LayoutElement {
    let info: NodeInfo
    let horizontal: Bool
    let vertical: Bool
    let child: LayoutElement

    init(horizontal: Bool, vertical: Bool, child: LayoutElement, info: NodeInfo) {
        self.info = info
        self.horizontal = horizontal
        self.vertical = vertical
        self.child = child
    }

    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func size(for proposal: ProposedSize) -> Size { child.size(for: childProposal(proposal)) }

    func baselines(for proposal: ProposedSize) -> Baselines { child.baselines(for: childProposal(proposal)) }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        let placed = child.place(childProposal(proposal), at: origin)
        return info.node(placed.frame, children: [placed])
    }
}
