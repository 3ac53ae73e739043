import Devices
import Foundation
import ViewTree

/// A circular gauge or progress ring: a square, the smaller of the proposed width and height
/// (`IndicatorMetrics.circularIdealSide` when neither is given, and at most that outside the
/// accessory families' slots). The centre label is offered the
/// ring's inner square and centred; the minimum and maximum labels of an open ring sit in its
/// opening ("they appear in the opening at the bottom of the ring", Apple's documentation of
/// `accessoryCircular`), each from its end's centre inwards, just below it; a gauge's label shown in the opening (role `.label`) is centred there,
/// between the ring's end caps.
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
        var side = given.min() ?? IndicatorMetrics.circularIdealSide
        // Apple: "in widgets and complications, a circular progress view appears as a gauge with
        // the accessoryCircularCapacity style" — the system's accessory ring, drawn at its own
        // size: a Live Activity's platter or a Home Screen widget offering more does not make it
        // larger (a 369-pt ring filled a timer's platter).
        if !info.environment.family.isAccessory {
            side = min(side, IndicatorMetrics.circularIdealSide)
        }
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
        let endY = side / 2 + radius * cos(IndicatorMetrics.ringOpeningHalfAngle * .pi / 180)
        // The minimum and maximum share the opening from one end's centre to the other's, a
        // gap between them: each its own width when both fit, else in proportion to it.
        let pair = ends.filter { $0.role == .minimumValueLabel || $0.role == .maximumValueLabel }
        let ideals = pair.map { $0.element.size(for: ProposedSize(width: nil, height: nil)).width }
        let shared = max(2 * (reach - thickness / 2) - IndicatorMetrics.ringEndLabelGap * Double(max(pair.count - 1, 0)), 0)
        let total = ideals.reduce(0, +)
        for label in ends {
            // A cap, or the value's marker sitting on it, reaches a ring's thickness in from the
            // end's centre: the gauge's own label has the opening between them, the minimum and
            // maximum each the half of it on their side.
            let opening = max(2 * reach - 2 * thickness, side / 3)
            var width = opening
            if let index = pair.firstIndex(where: { $0.role == label.role }) {
                width = total <= shared ? ideals[index] : shared * ideals[index] / max(total, 1)
            }
            let labelProposal = ProposedSize(width: width, height: nil)
            let size = label.element.size(for: labelProposal)
            switch label.role {
            case .minimumValueLabel, .maximumValueLabel:
                let x = label.role == .minimumValueLabel ? side / 2 - reach + thickness / 2 : side / 2 + reach - thickness / 2 - size.width
                let y = min(endY - size.height / 2 + thickness / 2, side - size.height)
                children.append(label.place(labelProposal, at: origin.offset(dx: x, dy: y)))
            default:
                let x = min(max((side - size.width) / 2, 0), max(side - size.width, 0))
                children.append(label.place(labelProposal, at: origin.offset(dx: x, dy: side - size.height)))
            }
        }
        return info.node(frame, children: children)
    }
}
