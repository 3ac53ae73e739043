import Devices
import ViewTree

/// `ViewThatFits`: the first child whose ideal size (proposed nil along the constrained axes)
/// fits the proposal along those axes; the last child when none fits. Only that child is laid out.
/// In the inline family a child one line of the system's inline font tall fits however the slot's
/// height compares (the 26-pt slot is a little shorter than that 22-pt line, 26.2 pt): a device
/// picks the first one-line child as wide as the slot allows, never a stack of lines.
final class ViewThatFitsElement: LayoutElement {
    let info: NodeInfo
    let axes: Set<Axis>
    let children: [LayoutElement]
    private var cache = ProposalCache<LayoutElement?>()

    /// An empty set of axes means both, as SwiftUI's default.
    init(axes: Set<Axis>, children: [LayoutElement], info: NodeInfo) {
        self.info = info
        self.axes = axes.isEmpty ? [.horizontal, .vertical] : axes
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
            if var limit = proposal.value(along: axis) {
                if axis == .vertical, info.environment.family == .inline {
                    limit = max(limit, TextMetrics.lineHeight(of: info.environment.resolvedFont))
                }
                guard Dimension.value(of: size, along: axis) <= limit + Dimension.tolerance else { return false }
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
