import Devices
import ViewTree

/// `position(x:y:)`: takes the whole space it is offered (the child's own size where nothing is
/// offered) and puts the child, offered the same, with its centre at the point, in points from
/// its top-left corner, as SwiftUI does.
final class PositionElement: LayoutElement {
    let info: NodeInfo
    let x: Double
    let y: Double
    let child: LayoutElement

    init(x: Double, y: Double, child: LayoutElement, info: NodeInfo) {
        self.info = info
        self.x = x
        self.y = y
        self.child = child
    }

    func size(for proposal: ProposedSize) -> Size {
        let own = child.size(for: proposal)
        return Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? own.width,
                    height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? own.height)
    }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        let childSize = child.size(for: proposal)
        let placed = child.place(proposal, at: origin.offset(dx: x - childSize.width / 2, dy: y - childSize.height / 2))
        return info.node(Rect(origin: origin, size: size(for: proposal)), children: [placed])
    }
}
