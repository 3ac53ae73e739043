import Devices
import Foundation
import ViewTree

/// A circular gauge or progress ring: a square, the smaller of the proposed width and height
/// (`IndicatorMetrics.circularIdealSide` when neither is given). The centre label is offered the
/// ring's inner square and centred; the minimum and maximum labels of an open ring sit at the
/// bottom, centred under the ring's ends and kept inside the square; a gauge's label shown in
/// the opening (role `.label`) is centred there, between the ring's end caps.
final class CircularIndicatorElement: LayoutElement {
    let info: NodeInfo
    let centre: IndicatorLabelElement?
    let ends: [IndicatorLabelElement]

    init(centre: IndicatorLabelElement?, ends: [IndicatorLabelElement], info: NodeInfo) {
        self.info = info
        self.centre = centre
        self.ends = ends
    }

    func size(for proposal: ProposedSize) -> Size {
        let given = [proposal.width, proposal.height].compactMap { $0 }.filter(\.isFinite)
        let side = given.min() ?? IndicatorMetrics.circularIdealSide
        return Size(width: side, height: side)
    }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        let frame = frame(proposal, at: origin)
        let side = frame.width
        let thickness = side * IndicatorMetrics.ringThicknessFraction
        var children = [LayoutNode(name: "ring", kind: .indicator, frame: frame, environment: info.environment)]
        if let centre {
            let inner = max(side - 2 * thickness, 0)
            let labelProposal = ProposedSize(width: inner, height: inner)
            let size = centre.element.size(for: labelProposal)
            children.append(centre.place(labelProposal, at: origin.offset(dx: (side - size.width) / 2, dy: (side - size.height) / 2)))
        }
        let radius = (side - thickness) / 2
        let reach = radius * sin(IndicatorMetrics.ringOpeningHalfAngle * .pi / 180)
        for label in ends {
            // The gauge's own label has the opening between the ring's end caps (a cap, or the value's
            // marker sitting on it, reaches a ring's thickness in from the end's centre); the
            // minimum and maximum half the side each.
            let opening = max(2 * reach - 2 * thickness, side / 3)
            let labelProposal = ProposedSize(width: label.role == .label ? opening : side / 2, height: nil)
            let size = label.element.size(for: labelProposal)
            let endX = switch label.role {
            case .minimumValueLabel: side / 2 - reach
            case .maximumValueLabel: side / 2 + reach
            default: side / 2
            }
            let x = min(max(endX - size.width / 2, 0), max(side - size.width, 0))
            children.append(label.place(labelProposal, at: origin.offset(dx: x, dy: side - size.height)))
        }
        return info.node(frame, children: children)
    }
}
