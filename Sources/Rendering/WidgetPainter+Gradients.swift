import Layout
import Raster
import ViewTree

/// Gradients: a shape, stroke or view filled with colours that change across its frame.
extension WidgetPainter {
    /// Fills `path` with `gradient` laid across `frame` (the view's frame, in pixels): each
    /// pixel's fraction of the way (in points, so a radial gradient's radii are the code's), its
    /// two stops' colours resolved as flat colours are (so vibrant and accented modes apply to
    /// each) and mixed premultiplied, then drawn through the path as a clip.
    func fill(_ path: VectorPath, with gradient: ShapeGradient, across frame: PixelRect, node: LayoutNode, into canvas: inout PixelCanvas) {
        guard let bounds = path.controlBounds?.enclosingBounds.intersection(PixelBounds(x: 0, y: 0, width: canvas.width, height: canvas.height)),
              !bounds.isEmpty else { return }
        let colorsByStop = Dictionary(gradient.stops.map { ($0, colors.resolve($0.color, in: node.environment)) },
                                      uniquingKeysWith: { first, _ in first })
        let perPoint = mapping.pixels(1)
        let (width, height) = (frame.width / perPoint, frame.height / perPoint)
        var buffer = PixelBuffer(width: bounds.width, height: bounds.height)
        for j in 0..<bounds.height {
            let y = (Double(bounds.y + j) + 0.5 - frame.y) / perPoint
            for i in 0..<bounds.width {
                let x = (Double(bounds.x + i) + 0.5 - frame.x) / perPoint
                guard let segment = gradient.segment(at: gradient.fraction(x: x, y: y, width: width, height: height)),
                      let from = colorsByStop[segment.from], let to = colorsByStop[segment.to] else { continue }
                buffer.pixels[j * bounds.width + i] = Self.mix(from, to, segment.weight)
            }
        }
        canvas.withClip(to: path) { clipped in
            clipped.draw(buffer, in: PixelRect(x: Double(bounds.x), y: Double(bounds.y), width: Double(bounds.width), height: Double(bounds.height)))
        }
    }

    /// `a` to `b` by `weight` (0…1), channel by channel on premultiplied values.
    static func mix(_ a: PixelColor, _ b: PixelColor, _ weight: Double) -> PixelColor {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * weight).rounded()) }
        return PixelColor(premultipliedRed: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue),
                          alpha: channel(a.alpha, b.alpha))
    }
}
