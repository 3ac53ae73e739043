/// Compositing groups and knock-outs: SwiftUI's `.compositingGroup()` and
/// `.blendMode(.destinationOut)`.
extension PixelCanvas {
    /// Draws `body` into a transparent layer with this canvas's clip, then composites it once:
    /// a knock-out inside it erases only what the group drew.
    public mutating func withCompositingGroup(_ body: (inout PixelCanvas) throws -> Void) rethrows {
        var layer = PixelCanvas(width: width, height: height)
        layer.clipBounds = clipBounds
        layer.clipMask = clipMask
        try body(&layer)
        compositeLayer(layer)
    }

    /// Draws `body` into a transparent layer, then takes the layer's coverage out of this canvas
    /// instead of putting it down (destination-out: each pixel keeps `1 − coverage` of itself).
    public mutating func knockingOut(_ body: (inout PixelCanvas) throws -> Void) rethrows {
        var layer = PixelCanvas(width: width, height: height)
        layer.clipBounds = clipBounds
        layer.clipMask = clipMask
        try body(&layer)
        let area = layer.drawnBounds.intersection(clipBounds)
        guard !area.isEmpty else { return }
        let w = width
        let coverage = layer.buffer
        buffer.pixels.withUnsafeMutableBufferPointer { target in
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    let taken = Int(coverage.pixels[y * w + x].alpha)
                    if taken > 0 { target[y * w + x] = target[y * w + x].scaled(by: 255 - taken) }
                }
            }
        }
    }
}
