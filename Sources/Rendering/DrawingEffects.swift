import Layout
import Raster
import ViewTree

/// SwiftUI's geometry effects (`offset`, `scaleEffect`, `rotationEffect`): they move a view's
/// drawing, not its layout, so they are applied as the node is painted.
enum DrawingEffects {
    /// The transform of a node's drawing, its effects applied innermost first; scale and rotation
    /// turn about their anchor in the node's frame.
    static func transform(of node: LayoutNode, in frame: PixelRect, mapping: PixelMapping) -> PixelTransform {
        var transform = PixelTransform.identity
        for modifier in node.modifiers {
            switch modifier {
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
