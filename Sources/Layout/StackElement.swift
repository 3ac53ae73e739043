import Devices
import ViewTree

/// `HStack` and `VStack`, distributing space along their axis as SwiftUI does:
/// the spacing is taken off first and spacers' minimum lengths are set aside; the other children
/// are offered an equal share of what is left, least flexible first (flexibility: the size at
/// an infinite offer less the size at zero), each share recomputed from what the previous ones
/// took; spacers then divide what remains. Children with a higher `layoutPriority` are served
/// first, from what is left after every lower-priority child's minimum is set aside (OpenSwiftUI's
/// `StackLayout` groups by priority the same way). Across the axis every child gets the stack's
/// proposal, and the alignment places it. With the default spacing, a `Spacer` keeps no spacing
/// from its neighbours (its own minimum length is the gap), as SwiftUI's spacers ask for none;
/// a spacing the code writes separates every pair.
final class StackElement: LayoutElement {
    /// A child, whether it is a `Spacer`, and its `layoutPriority` (0 unless set).
    struct Child {
        var element: LayoutElement
        var isSpacer: Bool
        var priority: Double = 0
    }

    /// The outcome of distributing one proposal: what each child was offered and took, and where it sits.
    struct Arrangement {
        var proposals: [ProposedSize]
        var origins: [Point]
        var size: Size
        var baselines: Baselines
    }

    let info: NodeInfo
    let axis: Axis
    let alignment: Alignment
    let children: [Child]
    /// The space after each child but the last.
    let gaps: [Double]
    private var cache = ProposalCache<Arrangement>()

    /// `spacing` nil is the default spacing, which spacers do not take.
    init(axis: Axis, alignment: Alignment, spacing: Double?, children: [Child], info: NodeInfo) {
        self.info = info
        self.axis = axis
        self.alignment = alignment
        self.children = children
        gaps = children.indices.dropLast().map { index in
            if let spacing { return spacing }
            return children[index].isSpacer || children[index + 1].isSpacer ? 0 : StackView.defaultSpacing
        }
    }

    func size(for proposal: ProposedSize) -> Size { arrangement(for: proposal).size }

    func baselines(for proposal: ProposedSize) -> Baselines { arrangement(for: proposal).baselines }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        let arrangement = arrangement(for: proposal)
        let nodes = children.indices.map { index in
            children[index].element.place(arrangement.proposals[index],
                                          at: origin.offset(dx: arrangement.origins[index].x, dy: arrangement.origins[index].y))
        }
        return info.node(Rect(origin: origin, size: arrangement.size), children: nodes)
    }

    func arrangement(for proposal: ProposedSize) -> Arrangement {
        cache.value(for: proposal) { arrange(proposal) }
    }

    func arrange(_ proposal: ProposedSize) -> Arrangement {
        let cross = proposal.value(along: axis.cross)
        let proposals = distribute(proposal.value(along: axis), cross: cross)
        let sizes = zip(children, proposals).map { $0.element.size(for: $1) }
        let baselines = zip(children, proposals).map { $0.element.baselines(for: $1) }
        let crossOffsets: [Double]
        let crossLength: Double
        if axis == .horizontal {
            (crossOffsets, crossLength) = AlignmentMath.verticalOffsets(heights: sizes.map(\.height), baselines: baselines,
                                                                        alignment: alignment.vertical)
        } else {
            crossLength = sizes.map(\.width).max() ?? 0
            crossOffsets = sizes.map { (crossLength - $0.width) * alignment.horizontal.fraction }
        }
        var origins: [Point] = []
        var position = 0.0
        for (index, (size, crossOffset)) in zip(sizes, crossOffsets).enumerated() {
            if index > 0 { position += gaps[index - 1] }
            origins.append(axis == .horizontal ? Point(x: position, y: crossOffset) : Point(x: crossOffset, y: position))
            position += Dimension.value(of: size, along: axis)
        }
        let length = max(position, 0)
        let placedBaselines = zip(baselines, origins).map { $0.offset(by: $1.y) }
        return Arrangement(proposals: proposals, origins: origins, size: Dimension.size(along: axis, length, cross: crossLength),
                           baselines: Baselines.combining(placedBaselines))
    }

    /// The proposal each child gets. An unspecified length asks every child for its ideal size.
    func distribute(_ length: Double?, cross: Double?) -> [ProposedSize] {
        guard let length else {
            return children.map { _ in ProposedSize.along(axis, nil, cross: cross) }
        }
        var proposals = children.map { _ in ProposedSize.along(axis, 0, cross: cross) }
        let spacers = children.indices.filter { children[$0].isSpacer }
        let others = children.indices.filter { !children[$0].isSpacer }
        let reserved = spacers.reduce(0) { $0 + minimum(of: $1, cross: cross) }
        var remaining = subtract(gaps.reduce(0, +) + reserved, from: length)
        let groups = Dictionary(grouping: others) { children[$0].priority }.sorted { $0.key > $1.key }.map(\.value)
        for (rank, group) in groups.enumerated() {
            let lowerMinimum = groups[(rank + 1)...].joined().reduce(0) { $0 + minimum(of: $1, cross: cross) }
            var available = subtract(lowerMinimum, from: remaining)
            for (served, index) in byFlexibility(group, cross: cross).enumerated() {
                let share = max(available, 0) / Double(group.count - served)
                proposals[index] = ProposedSize.along(axis, share, cross: cross)
                let taken = Dimension.value(of: children[index].element.size(for: proposals[index]), along: axis)
                available = subtract(taken, from: available)
                remaining = subtract(taken, from: remaining)
            }
        }
        remaining = remaining.isFinite ? remaining + reserved : remaining
        for (served, index) in byFlexibility(spacers, cross: cross).enumerated() {
            let share = max(remaining, 0) / Double(spacers.count - served)
            proposals[index] = ProposedSize.along(axis, share, cross: cross)
            remaining = subtract(Dimension.value(of: children[index].element.size(for: proposals[index]), along: axis), from: remaining)
        }
        return proposals
    }

    /// `length - amount`, where an infinite length stays infinite.
    func subtract(_ amount: Double, from length: Double) -> Double {
        length.isFinite ? length - amount : length
    }

    func minimum(of index: Int, cross: Double?) -> Double {
        Dimension.value(of: children[index].element.size(for: ProposedSize.along(axis, 0, cross: cross)), along: axis)
    }

    /// Children ordered least flexible first; equally flexible ones keep their order.
    func byFlexibility(_ indices: [Int], cross: Double?) -> [Int] {
        let flexibility = indices.map { index -> Double in
            let largest = Dimension.value(of: children[index].element.size(for: ProposedSize.along(axis, .infinity, cross: cross)), along: axis)
            return largest.isFinite ? largest - minimum(of: index, cross: cross) : .infinity
        }
        return zip(indices, flexibility).enumerated()
            .sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
            .map(\.element.0)
    }
}
