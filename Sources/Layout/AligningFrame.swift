import Devices
import ViewTree

/// A frame around one child, aligned inside it (`frame(width:height:alignment:)` and
/// `frame(minWidth:…)`): the frames differ in the proposal they give the child and in the size
/// they choose; baselines and placement follow from those.
protocol AligningFrame: LayoutElement {
    var info: NodeInfo { get }
    var alignment: Alignment { get }
    var child: LayoutElement { get }
    /// What the child is offered when the frame is placed for `proposal`.
    func childPlacementProposal(_ proposal: ProposedSize) -> ProposedSize
}

extension AligningFrame {
    func baselines(for proposal: ProposedSize) -> Baselines {
        let inner = childPlacementProposal(proposal)
        // Asked once: each frame asking its child twice made nested frames cost 2ⁿ.
        let childBaselines = child.baselines(for: inner)
        let offset = AlignmentMath.origin(of: child.size(for: inner), baselines: childBaselines,
                                          in: size(for: proposal), alignment: alignment)
        return childBaselines.offset(by: offset.y)
    }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        let frame = frame(proposal, at: origin)
        let inner = child.placeAligned(childPlacementProposal(proposal), in: frame, alignment: alignment)
        return info.node(frame, children: [inner])
    }
}
