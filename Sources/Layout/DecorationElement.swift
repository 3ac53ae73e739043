import Devices
import ViewTree

/// `background` and `overlay`: the modified view keeps its size; the decoration is offered
/// exactly that size and aligned in it. The node's children are in drawing order.
final class DecorationElement: LayoutElement {
    let info: NodeInfo
    let content: LayoutElement
    let decoration: LayoutElement
    let alignment: Alignment
    let isBehind: Bool

    init(content: LayoutElement, decoration: LayoutElement, alignment: Alignment, isBehind: Bool, info: NodeInfo) {
        self.info = info
        self.content = content
        self.decoration = decoration
        self.alignment = alignment
        self.isBehind = isBehind
    }

    func size(for proposal: ProposedSize) -> Size { content.size(for: proposal) }

    func baselines(for proposal: ProposedSize) -> Baselines { content.baselines(for: proposal) }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        let contentNode = content.place(proposal, at: origin)
        let decorationNode = decoration.placeAligned(ProposedSize(contentNode.frame.size), in: contentNode.frame, alignment: alignment)
        let children = isBehind ? [decorationNode, contentNode] : [contentNode, decorationNode]
        return info.node(contentNode.frame, children: children)
    }
}
