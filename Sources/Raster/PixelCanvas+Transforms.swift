/// Transformed layers: SwiftUI's `offset`, `scaleEffect` and `rotationEffect` move a view's
/// drawing without moving its layout.
extension PixelCanvas {
    /// Draws `body` into a transparent layer, then composites the layer mapped through
    /// `transform` (bilinear sampling), inside this canvas's clip.
    public mutating func withTransform(_ transform: PixelTransform, _ body: (inout PixelCanvas) throws -> Void) rethrows {
        if transform.isIdentity { return try body(&self) }
        var layer = PixelCanvas(width: width, height: height)
        try body(&layer)
        guard let inverse = transform.inverted else { return }
        let area = transform.mapped(layer.drawnBounds).intersection(clipBounds)
        guard !area.isEmpty else { return }
        let w = width
        let source = layer.buffer
        let mask = clipMask
        buffer.pixels.withUnsafeMutableBufferPointer { target in
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    let from = inverse.apply(PixelPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                    var color = source.bilinearSample(x: from.x - 0.5, y: from.y - 0.5)
                    if let mask { color = color.scaled(by: Int(mask.values[y * w + x])) }
                    guard color.alpha > 0 else { continue }
                    target[y * w + x] = color.alpha == 255 ? color : color.over(target[y * w + x])
                }
            }
        }
        drawnBounds = drawnBounds.union(area)
    }
}

extension PixelBuffer {
    /// The colour at a fractional pixel position (pixel centres at whole numbers), weighting the
    /// four nearest pixels; outside the buffer is transparent.
    func bilinearSample(x: Double, y: Double) -> PixelColor {
        let left = Int(x.rounded(.down)), top = Int(y.rounded(.down))
        let fx = x - Double(left), fy = y - Double(top)
        var sums = (0.0, 0.0, 0.0, 0.0)
        for (dx, dy, weight) in [(0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)), (0, 1, (1 - fx) * fy), (1, 1, fx * fy)] {
            let px = left + dx, py = top + dy
            guard weight > 0, px >= 0, py >= 0, px < width, py < height else { continue }
            let pixel = pixels[py * width + px]
            sums.0 += Double(pixel.red) * weight
            sums.1 += Double(pixel.green) * weight
            sums.2 += Double(pixel.blue) * weight
            sums.3 += Double(pixel.alpha) * weight
        }
        let alpha = UInt8(min(max(sums.3.rounded(), 0), 255))
        func channel(_ value: Double) -> UInt8 { UInt8(min(max(value.rounded(), 0), Double(alpha))) }
        return PixelColor(premultipliedRed: channel(sums.0), green: channel(sums.1), blue: channel(sums.2), alpha: alpha)
    }
}
