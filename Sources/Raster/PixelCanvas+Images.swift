/// Images drawn on the canvas.
extension PixelCanvas {
    /// Draws `image` (or its `source` part, fractional edges allowed) scaled into `rect` with
    /// area averaging, composited with `opacity` and the clip. Partly covered edge pixels get
    /// partial coverage.
    public mutating func draw(_ image: PixelBuffer, in rect: PixelRect, from source: PixelRect? = nil, opacity: Double = 1) {
        let amount = opacityWeight(opacity)
        guard amount > 0 else { return }
        let sourceRect = source ?? image.bounds.rect
        guard let result = AreaResampler.resample(image, from: sourceRect, into: rect, clip: clipBounds) else { return }
        let w = width, area = result.bounds
        let mask = clipMask
        buffer.pixels.withUnsafeMutableBufferPointer { pixels in
            for j in 0..<area.height {
                let y = area.y + j
                for i in 0..<area.width {
                    let x = area.x + i
                    let coverage = result.columnCoverage[i] * result.rowCoverage[j]
                    var weight = Int(coverage * Float(amount) + 0.5)
                    if let mask { weight = divideBy255(weight * Int(mask.values[y * w + x])) }
                    if weight == 0 { continue }
                    let color = result.pixels[j * area.width + i].scaled(by: weight)
                    pixels[y * w + x] = color.over(pixels[y * w + x])
                }
            }
        }
        drawnBounds = drawnBounds.union(area)
    }
}
