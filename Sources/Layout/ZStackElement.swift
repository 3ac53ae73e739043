import Devices
import ViewTree

/// `ZStack`: offers every child its own proposal, is as large as the children together once
/// aligned (the largest width and height), and lines them up by its alignment.
final class ZStackElement: LayoutElement {
    /// Child positions for one proposal, relative to the stack, and the stack's size.
    struct Arrangement {
        var origins: [Point]
        var size: Size
        var baselines: Baselines
    }

    let info: NodeInfo
    let alignment: Alignment
    let children: [LayoutElement]
    private var cache = ProposalCache<Arrangement>()

    init(alignment: Alignment, children: [LayoutElement], info: NodeInfo) {
        self.info = info
        self.alignment = alignment
        self.children = children
    }

    func size(for proposal: ProposedSize) -> Size { arrangement(for: proposal).size }

    func baselines(for proposal: ProposedSize) -> Baselines { arrangement(for: proposal).baselines }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        let arrangement = arrangement(for: proposal)
        let nodes = zip(children, arrangement.origins).map { child, offset in
            child.place(proposal, at: origin.offset(dx: offset.x, dy: offset.y))
        }
        return info.node(Rect(origin: origin, size: arrangement.size), children: nodes)
    }

    func arrangement(for proposal: ProposedSize) -> Arrangement {
        cache.value(for: proposal) {
            let sizes = children.map { $0.size(for: proposal) }
            let baselines = children.map { $0.baselines(for: proposal) }
            let (yOffsets, height) = AlignmentMath.verticalOffsets(heights: sizes.map(\.height), baselines: baselines,
                                                                   alignment: alignment.vertical)
            let width = sizes.map(\.width).max() ?? 0
            let origins = zip(sizes, yOffsets).map { size, y in
                Point(x: (width - size.width) * alignment.horizontal.fraction, y: y)
            }
            return Arrangement(origins: origins, size: Size(width: width, height: height),
                               baselines: Baselines.combining(zip(baselines, yOffsets).map { $0.offset(by: $1) }))
        }
    }
}
