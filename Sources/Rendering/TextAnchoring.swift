import Layout
import ViewTree

/// Small text has fewer terminal cells than its laid-out width, so it needs a side of its
/// line to keep to. It keeps to the side its container aligns it to: a VStack's or ZStack's
/// alignment, a frame's alignment, in an HStack the leading side before the first Spacer and
/// the trailing side after the last one; wrapped lines keep to their multiline alignment.
enum TextAnchoring {
    static func anchor(_ alignment: HorizontalAlignment) -> TextPlacement.Anchor {
        switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }

    static func anchor(_ alignment: TextAlignment) -> TextPlacement.Anchor {
        switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }

    /// The anchor each child of `node` passes on to the text inside it.
    static func childAnchors(of node: LayoutNode, inherited: TextPlacement.Anchor) -> [TextPlacement.Anchor] {
        let children = node.children
        switch node.kind {
        case .view(.stack(let stack)):
            switch stack.kind {
            case .vstack, .zstack, .grid:
                return Array(repeating: anchor(stack.alignment.horizontal), count: children.count)
            case .gridRow:
                // A row's cells keep to the side the grid aligns them to.
                return Array(repeating: inherited, count: children.count)
            case .hstack:
                let spacers = children.indices.filter { children[$0].name == "Spacer" }
                guard let first = spacers.first, let last = spacers.last else {
                    return Array(repeating: .leading, count: children.count)
                }
                return children.indices.map { $0 < first ? .leading : ($0 > last ? .trailing : .center) }
            }
        case .view(.chart):
            // Axis labels start at their grid line or beside the plot.
            return Array(repeating: .leading, count: children.count)
        case .frame(let spec):
            return Array(repeating: anchor(spec.alignment.horizontal), count: children.count)
        case .background(let alignment):
            return children.indices.map { $0 == 0 ? anchor(alignment.horizontal) : inherited }
        case .overlay(let alignment):
            return children.indices.map { $0 == children.count - 1 ? anchor(alignment.horizontal) : inherited }
        default:
            return Array(repeating: inherited, count: children.count)
        }
    }
}
