import Devices
import ViewTree

/// `Spacer`: in a stack, as long as it is offered along the stack's axis but at least
/// `minLength`, and nothing across it; elsewhere it takes the proposal in both directions.
/// Stacks serve spacers after their other children (`StackElement`).
final class SpacerElement: LayoutElement {
    /// SwiftUI's default `minLength`: the default spacing.
    static let defaultMinLength = StackView.defaultSpacing

    let info: NodeInfo
    let minLength: Double
    /// The axis of the enclosing stack; nil outside a stack.
    let axis: Axis?

    init(minLength: Double?, axis: Axis?, info: NodeInfo) {
        self.info = info
        self.minLength = minLength.map(Dimension.length) ?? SpacerElement.defaultMinLength
        self.axis = axis
    }

    func size(for proposal: ProposedSize) -> Size {
        let width = length(proposal.width, along: .horizontal)
        let height = length(proposal.height, along: .vertical)
        return Size(width: width, height: height)
    }

    func length(_ proposed: Double?, along direction: Axis) -> Double {
        if let axis, axis != direction { return 0 }
        return max(proposed ?? minLength, minLength)
    }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        info.node(frame(proposal, at: origin))
    }
}
