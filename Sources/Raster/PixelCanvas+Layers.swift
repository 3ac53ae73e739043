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

/// Pieces drawn apart: a part of the picture painted on a canvas of its own size.
extension PixelCanvas {
    /// Composites `piece` ("source over") with its top-left corner at (`x`, `y`), inside this
    /// canvas's clip and mask; only the pixels `piece` drew are visited. A widget painted on a
    /// canvas the size of its slot keeps its clip masks and layers that small (a Lock Screen at
    /// the device's pixels is 3 million pixels, a slot a few thousand).
    public mutating func composite(_ piece: PixelCanvas, atX originX: Int, y originY: Int) {
        let drawn = piece.drawnBounds
        let area = PixelBounds(x: drawn.x + originX, y: drawn.y + originY, width: drawn.width, height: drawn.height)
            .intersection(clipBounds)
        guard !area.isEmpty else { return }
        guard let clipMask else {
            buffer.composite(piece.buffer, atX: originX, y: originY, clip: area)
            drawnBounds = drawnBounds.union(area)
            return
        }
        let w = width, pw = piece.width
        piece.buffer.pixels.withUnsafeBufferPointer { source in
            buffer.pixels.withUnsafeMutableBufferPointer { target in
                for y in area.y..<area.maxY {
                    for x in area.x..<area.maxX {
                        let color = source[(y - originY) * pw + x - originX].scaled(by: Int(clipMask.values[y * w + x]))
                        guard color.alpha > 0 else { continue }
                        target[y * w + x] = color.alpha == 255 ? color : color.over(target[y * w + x])
                    }
                }
            }
        }
        drawnBounds = drawnBounds.union(area)
    }
}
