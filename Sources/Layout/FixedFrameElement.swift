import Devices
import ViewTree

/// `frame(width:height:alignment:)`: offers the child the given width and height (an unset
/// dimension passes the proposal through), reports them (an unset one: the child's), and aligns
/// the child inside.
final class FixedFrameElement: AligningFrame {
    let info: NodeInfo
    let width: Double?
    let height: Double?
    let alignment: Alignment
    let child: LayoutElement

    init(width: Double?, height: Double?, alignment: Alignment, child: LayoutElement, info: NodeInfo) {
        self.info = info
        self.width = width.map(Dimension.length)
        self.height = height.map(Dimension.length)
        self.alignment = alignment
        self.child = child
    }

    func childPlacementProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func size(for proposal: ProposedSize) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let inner = child.size(for: childPlacementProposal(proposal))
        return Size(width: width ?? inner.width, height: height ?? inner.height)
    }
}

extension LayoutElement {
    /// Places the view for `proposal` aligned inside `container`.
    func placeAligned(_ proposal: ProposedSize, in container: Rect, alignment: Alignment) -> LayoutNode {
        let offset = AlignmentMath.origin(of: size(for: proposal), baselines: baselines(for: proposal),
                                          in: container.size, alignment: alignment)
        return place(proposal, at: container.origin.offset(dx: offset.x, dy: offset.y))
    }
}
