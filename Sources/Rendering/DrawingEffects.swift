import Layout
import Raster
import ViewTree

/// SwiftUI's geometry effects (`offset`, `scaleEffect`, `rotationEffect`, and the mirror image
/// of right to left: `flipsForRightToLeftLayoutDirection`, directional symbols): they move a
/// view's drawing, not its layout, so they are applied as the node is painted.
enum DrawingEffects {
    /// The transform of a node's drawing, its effects applied innermost first; scale and rotation
    /// turn about their anchor in the node's frame.
    static func transform(of node: LayoutNode, in frame: PixelRect, mapping: PixelMapping) -> PixelTransform {
        var transform = PixelTransform.identity
        let rightToLeft = node.environment.layoutDirection == .rightToLeft
        // A symbol that points along the reading direction turns with it, as iOS draws it.
        if rightToLeft, case .view(.image(let image)) = node.kind, image.source.followsReadingDirection {
            transform = transform.then(.scaling(sx: -1, sy: 1, about: point(.center, in: frame)))
        }
        for modifier in node.modifiers {
            switch modifier {
            case .flipsForRightToLeftLayoutDirection(true) where rightToLeft:
                transform = transform.then(.scaling(sx: -1, sy: 1, about: point(.center, in: frame)))
            case .offset(let x, let y):
                transform = transform.then(.translation(dx: mapping.pixels(x), dy: mapping.pixels(y)))
            case .scaleEffect(let x, let y, let anchor):
                transform = transform.then(.scaling(sx: x, sy: y, about: point(anchor, in: frame)))
            case .rotationEffect(let degrees, let anchor):
                transform = transform.then(.rotation(degrees: degrees, about: point(anchor, in: frame)))
            default:
                continue
            }
        }
        return transform
    }

    static func point(_ anchor: UnitPoint, in frame: PixelRect) -> PixelPoint {
        PixelPoint(x: frame.x + frame.width * anchor.x, y: frame.y + frame.height * anchor.y)
    }
}
