import Devices
import ViewTree

/// `EmptyView` where a single view is expected: no size, nothing drawn. Stacks leave empty
/// views out altogether (no spacing next to them).
final class EmptyElement: LayoutElement {
    let info: NodeInfo

    init(info: NodeInfo) {
        self.info = info
    }

    func size(for proposal: ProposedSize) -> Size { .zero }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        info.node(Rect(origin: origin, size: .zero))
    }
}
