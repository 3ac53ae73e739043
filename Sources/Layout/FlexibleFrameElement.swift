import Devices
import ViewTree

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, per
/// dimension as SwiftUI's `_FlexFrameLayout`:
/// - with both a minimum and a maximum and a proposal, the frame is the proposal clamped into
///   them, whatever the child does;
/// - with no proposal, an ideal length, if given, is the frame's length;
/// - otherwise the child is offered the proposal (or the ideal) clamped into [min, max], and the
///   frame takes the child's length clamped into [min, max]; with only a maximum, a proposal
///   larger than the child is taken up to the maximum (so `maxWidth: .infinity` fills the
///   proposal); with only a minimum, a child larger than the proposal is held to the proposal.
final class FlexibleFrameElement: AligningFrame {
    /// One dimension's limits.
    struct Limits {
        var minimum: Double?
        var ideal: Double?
        var maximum: Double?

        init(minimum: Double?, ideal: Double?, maximum: Double?) {
            let low = minimum.map(Dimension.length)
            self.minimum = low
            self.ideal = ideal.map(Dimension.length)
            self.maximum = maximum.map(Dimension.limit).map { max($0, low ?? 0) }
        }

        /// The frame's length decided without asking the child, if it can be.
        func fixedLength(proposed: Double?) -> Double? {
            guard let proposed else { return ideal }
            guard let minimum, let maximum else { return nil }
            return min(max(proposed, minimum), maximum)
        }

        func childProposal(_ proposed: Double?) -> Double? {
            guard let value = proposed ?? ideal else { return nil }
            return min(max(value, minimum ?? -.infinity), maximum ?? .infinity)
        }

        func length(childProposal: Double?, childLength: Double) -> Double {
            switch (minimum, maximum) {
            case let (minimum?, maximum?): return minimum > childLength ? minimum : min(maximum, childLength)
            case let (minimum?, nil): return max(minimum, min(childProposal ?? .infinity, childLength))
            case let (nil, maximum?): return min(maximum, max(childProposal ?? -.infinity, childLength))
            case (nil, nil): return childLength
            }
        }

        /// What the child is offered when placed in a frame of `length`: that length, except that
        /// with no ideal, no proposal, and the length strictly between the limits, nil.
        func placementProposal(length: Double, proposed: Double?) -> Double? {
            guard ideal == nil, proposed == nil else { return length }
            let inside = length > (minimum ?? -.infinity) && length < (maximum ?? .infinity)
            return inside ? nil : length
        }
    }

    let info: NodeInfo
    let width: Limits
    let height: Limits
    let alignment: Alignment
    let child: LayoutElement

    init(_ spec: FrameSpec, child: LayoutElement, info: NodeInfo) {
        self.info = info
        width = Limits(minimum: spec.minWidth, ideal: spec.idealWidth, maximum: spec.maxWidth)
        height = Limits(minimum: spec.minHeight, ideal: spec.idealHeight, maximum: spec.maxHeight)
        alignment = spec.alignment
        self.child = child
    }

    func size(for proposal: ProposedSize) -> Size {
        let fixedWidth = width.fixedLength(proposed: proposal.width)
        let fixedHeight = height.fixedLength(proposed: proposal.height)
        if let fixedWidth, let fixedHeight { return Size(width: fixedWidth, height: fixedHeight) }
        let inner = ProposedSize(width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
        let childSize = child.size(for: inner)
        return Size(width: fixedWidth ?? width.length(childProposal: inner.width, childLength: childSize.width),
                    height: fixedHeight ?? height.length(childProposal: inner.height, childLength: childSize.height))
    }

    func childPlacementProposal(_ proposal: ProposedSize) -> ProposedSize {
        let size = size(for: proposal)
        return ProposedSize(width: width.placementProposal(length: size.width, proposed: proposal.width),
                            height: height.placementProposal(length: size.height, proposed: proposal.height))
    }
}
