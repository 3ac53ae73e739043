import Devices
import ViewTree

/// Right to left, as SwiftUI lays it out: the layout is made left to right, then everything
/// inside a view whose direction differs from its parent's is mirrored across that view's middle
/// (a stack's first child at the right, leading alignment and padding on the right). Text lines
/// move and change sides, but their letters are already in the order they are drawn
/// (`BidiText`); images are not flipped.
extension LayoutNode {
    /// The tree with every right-to-left subtree mirrored; the tree itself when none is.
    func mirroredForLayoutDirection(parent: LayoutDirection = .leftToRight) -> LayoutNode {
        guard containsDirection(other: parent) else { return self }
        var node = self
        if node.environment.layoutDirection != parent {
            let axis = node.frame.x + node.frame.width / 2
            node.text = node.text?.reflected(about: axis)
            node.children = node.children.map { $0.reflected(about: axis) }
        }
        node.children = node.children.map { $0.mirroredForLayoutDirection(parent: node.environment.layoutDirection) }
        return node
    }

    /// Whether this node or one below it runs other than `direction`.
    private func containsDirection(other direction: LayoutDirection) -> Bool {
        environment.layoutDirection != direction || children.contains { $0.containsDirection(other: direction) }
    }

    /// This node and all below it mirrored across the vertical line at `axis`.
    func reflected(about axis: Double) -> LayoutNode {
        var node = self
        node.frame = Rect(x: 2 * axis - frame.maxX, y: frame.y, width: frame.width, height: frame.height)
        node.text = text?.reflected(about: axis)
        node.children = children.map { $0.reflected(about: axis) }
        return node
    }
}

extension TextLayout {
    /// Each line's box mirrored across `axis`, its segments moved with it in their order.
    func reflected(about axis: Double) -> TextLayout {
        TextLayout(lines: lines.map { line in
            line.offset(dx: 2 * axis - (line.x + line.width) - line.x, dy: 0)
        }, isTruncated: isTruncated)
    }
}
