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

    /// Draws `body` into a transparent layer, blurs it by a Gaussian of `sigma` pixels (transparent
    /// beyond what it drew, so edges fade out), then composites it with this canvas's clip:
    /// SwiftUI `.blur(radius:)`.
    public mutating func withBlur(sigma: Double, _ body: (inout PixelCanvas) throws -> Void) rethrows {
        guard sigma > 0, sigma.isFinite else { return try body(&self) }
        var layer = PixelCanvas(width: width, height: height)
        try body(&layer)
        // Three standard deviations hold all but 0.3 % of the blur.
        let reach = Int((3 * sigma).rounded(.up))
        let drawn = layer.drawnBounds
        guard !drawn.isEmpty else { return }
        let area = PixelBounds(x: drawn.x - reach, y: drawn.y - reach, width: drawn.width + 2 * reach, height: drawn.height + 2 * reach)
            .intersection(layer.buffer.bounds)
        var region = layer.buffer.cropped(to: area)
        region.applyGaussianBlur(sigma: sigma, edges: .transparent)
        // The blur spreads past the clip the drawing kept to: the clip's shape cuts it again
        // (a circular widget's disc), as its bounds do when compositing.
        if let clipMask {
            for y in 0..<region.height {
                for x in 0..<region.width {
                    let coverage = Int(clipMask[area.x + x, area.y + y])
                    if coverage < 255 { region[x, y] = region[x, y].scaled(by: coverage) }
                }
            }
        }
        layer.buffer.paste(region, atX: area.x, y: area.y)
        layer.drawnBounds = area
        compositeLayer(layer)
    }

    /// Composites another canvas of the same size over this one with `opacity` (0…255);
    /// only its drawn pixels are visited.
    public mutating func compositeLayer(_ layer: PixelCanvas, opacity: Int = 255) {
        let area = layer.drawnBounds.intersection(clipBounds)
        buffer.composite(layer.buffer, opacity: opacity, clip: area)
        drawnBounds = drawnBounds.union(area)
    }
}
