import Devices
import ViewTree

/// `aspectRatio(_:contentMode:)` on a view that is not an image: the child is proposed the
/// largest size of the ratio inside what is offered (`.fit`) or the smallest that covers it
/// (`.fill`), and takes what it chooses there. With no ratio given, the child's ideal size gives
/// it. An unspecified or infinite dimension follows from the other; with neither, the proposal
/// passes through.
final class AspectRatioElement: LayoutElement {
    let info: NodeInfo
    /// Width over height; nil: the child's ideal size's.
    let ratio: Double?
    let fills: Bool
    let child: LayoutElement

    init(ratio: Double?, fills: Bool, child: LayoutElement, info: NodeInfo) {
        self.info = info
        self.ratio = ratio
        self.fills = fills
        self.child = child
    }

    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        let ideal = ratio == nil ? child.size(for: .unspecified) : nil
        guard let ratio = ratio ?? ideal.flatMap({ $0.height > 0 ? $0.width / $0.height : nil }), ratio > 0, ratio.isFinite else {
            return proposal
        }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case let (width?, height?):
            let wider = width / max(height, .ulpOfOne) > ratio
            // Fit takes the offer's smaller side, fill its larger one.
            return wider != fills ? ProposedSize(width: height * ratio, height: height) : ProposedSize(width: width, height: width / ratio)
        case let (width?, nil): return ProposedSize(width: width, height: width / ratio)
        case let (nil, height?): return ProposedSize(width: height * ratio, height: height)
        case (nil, nil): return proposal
        }
    }

    func size(for proposal: ProposedSize) -> Size { child.size(for: childProposal(proposal)) }

    func baselines(for proposal: ProposedSize) -> Baselines { child.baselines(for: childProposal(proposal)) }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        let placed = child.place(childProposal(proposal), at: origin)
        return info.node(placed.frame, children: [placed])
    }
}
