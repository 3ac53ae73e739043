import Devices
import ViewTree

/// `ViewThatFits`: the first child whose ideal size (proposed nil along the constrained axes)
/// fits the proposal along those axes; the last child when none fits. Only that child is laid out.
/// In the inline family only the width is tested: the system sets the inline widget as one line
/// of its own font whatever the line's height (the 26-pt slot is a little shorter than a 22-pt
/// line), so a device picks the first child as wide as the slot allows.
final class ViewThatFitsElement: LayoutElement {
    let info: NodeInfo
    let axes: Set<Axis>
    let children: [LayoutElement]
    private var cache = ProposalCache<LayoutElement?>()

    /// An empty set of axes means both, as SwiftUI's default.
    init(axes: Set<Axis>, children: [LayoutElement], info: NodeInfo) {
        self.info = info
        let asked: Set<Axis> = axes.isEmpty ? [.horizontal, .vertical] : axes
        self.axes = info.environment.family == .inline ? asked.subtracting([.vertical]) : asked
        self.children = children
    }

    func chosen(for proposal: ProposedSize) -> LayoutElement? {
        cache.value(for: proposal) {
            let ideal = ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
            return children.first { fits($0.size(for: ideal), in: proposal) } ?? children.last
        }
    }

    func fits(_ size: Size, in proposal: ProposedSize) -> Bool {
        for axis in axes {
            if let limit = proposal.value(along: axis), Dimension.value(of: size, along: axis) > limit + Dimension.tolerance {
                return false
            }
        }
        return true
    }

    func size(for proposal: ProposedSize) -> Size {
        chosen(for: proposal)?.size(for: proposal) ?? .zero
    }

    func baselines(for proposal: ProposedSize) -> Baselines {
        chosen(for: proposal)?.baselines(for: proposal) ?? .none
    }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        guard let child = chosen(for: proposal) else { return info.node(Rect(origin: origin, size: .zero)) }
        let node = child.place(proposal, at: origin)
        return info.node(node.frame, children: [node])
    }
}
