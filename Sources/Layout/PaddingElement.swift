import Devices
import ViewTree

/// `padding`: offers the child the proposal less the insets and reports the child's size plus them.
final class PaddingElement: LayoutElement {
    let info: NodeInfo
    let insets: EdgeInsets
    let child: LayoutElement

    init(insets: EdgeInsets, child: LayoutElement, info: NodeInfo) {
        self.info = info
        self.insets = insets
        self.child = child
    }

    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max($0 - insets.horizontal, 0) },
                     height: proposal.height.map { max($0 - insets.vertical, 0) })
    }

    func size(for proposal: ProposedSize) -> Size {
        let inner = child.size(for: childProposal(proposal))
        return Size(width: max(inner.width + insets.horizontal, 0), height: max(inner.height + insets.vertical, 0))
    }

    func baselines(for proposal: ProposedSize) -> Baselines {
        child.baselines(for: childProposal(proposal)).offset(by: insets.top)
    }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        let inner = child.place(childProposal(proposal), at: origin.offset(dx: insets.leading, dy: insets.top))
        return info.node(frame(proposal, at: origin), children: [inner])
    }
}
