/// Opacity layers: a group drawn apart, then composited once.
extension PixelCanvas {
    /// Draws `body` into a transparent layer (with the same clip), then composites the
    /// layer with `opacity` (0…1): SwiftUI `.opacity` on a container, where overlapping
    /// children must not show through each other.
    public mutating func withOpacity(_ opacity: Double, _ body: (inout PixelCanvas) throws -> Void) rethrows {
        let amount = opacityWeight(opacity)
        if amount >= 255 { return try body(&self) }
        guard amount > 0 else { return }
        var layer = PixelCanvas(width: width, height: height)
        layer.clipBounds = clipBounds
        layer.clipMask = clipMask
        try body(&layer)
        compositeLayer(layer, opacity: amount)
    }

    /// Composites another canvas of the same size over this one with `opacity` (0…255);
    /// only its drawn pixels are visited.
    public mutating func compositeLayer(_ layer: PixelCanvas, opacity: Int = 255) {
        let area = layer.drawnBounds.intersection(clipBounds)
        buffer.composite(layer.buffer, opacity: opacity, clip: area)
        drawnBounds = drawnBounds.union(area)
    }
}
