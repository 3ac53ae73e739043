/// A `PixelBuffer` to draw on: anti-aliased path fills composited "source over", a clip
/// (whole-pixel bounds plus an optional coverage mask), and opacity layers.
///
/// Coordinates are `Double` pixels (see `PixelPoint`), so a caller draws at any scale by
/// multiplying its points. Typical use:
///
///     var canvas = PixelCanvas(width: 146, height: 58, background: PixelColor(hex: 0x101010))
///     canvas.fill(.capsule(in: PixelRect(x: 4, y: 4, width: 60, height: 20)), with: .white)
///     canvas.withClip(to: .circle(center: PixelPoint(x: 29, y: 29), radius: 29)) { c in … }
public struct PixelCanvas: Sendable {
    /// The picture so far.
    public private(set) var buffer: PixelBuffer
    /// Drawing happens only inside these pixels.
    public private(set) var clipBounds: PixelBounds
    /// When set, every drawn pixel is also weighted by this mask's coverage.
    public private(set) var clipMask: CoverageMask?
    /// The pixels touched since the canvas was made (for compositing layers cheaply).
    public private(set) var drawnBounds: PixelBounds = .empty

    public var width: Int { buffer.width }
    public var height: Int { buffer.height }

    /// A canvas filled with `background`.
    public init(width: Int, height: Int, background: PixelColor = .transparent) {
        self.init(buffer: PixelBuffer(width: width, height: height, fill: background))
    }

    /// A canvas that draws on top of `buffer`.
    public init(buffer: PixelBuffer) {
        self.buffer = buffer
        self.clipBounds = buffer.bounds
    }

    // MARK: Filling

    /// Fills `path` (non-zero winding, anti-aliased) with `color`, composited "source over".
    public mutating func fill(_ path: VectorPath, with color: PixelColor) {
        guard color.alpha > 0 else { return }
        let w = width
        let mask = clipMask, clip = clipBounds
        var touched = PixelBounds.empty
        buffer.pixels.withUnsafeMutableBufferPointer { pixels in
            CoverageRasterizer.rasterize(EdgeList(path), clip: clip) { y, firstX, coverage in
                let row = y * w + firstX
                touched = touched.union(PixelBounds(x: firstX, y: y, width: coverage.count, height: 1))
                for i in 0..<coverage.count {
                    var amount = Int(coverage[i] * 255 + 0.5)
                    if let mask { amount = divideBy255(amount * Int(mask.values[row + i])) }
                    if amount == 0 { continue }
                    let source = amount >= 255 ? color : color.scaled(by: amount)
                    pixels[row + i] = source.alpha == 255 ? source : source.over(pixels[row + i])
                }
            }
        }
        drawnBounds = drawnBounds.union(touched)
    }

    /// Fills a rectangle; pixel-aligned rectangles without a clip mask skip the rasterizer.
    public mutating func fill(_ rect: PixelRect, with color: PixelColor) {
        guard rect.isPixelAligned, clipMask == nil else { return fill(.rect(rect), with: color) }
        let area = rect.enclosingBounds.intersection(clipBounds)
        guard !area.isEmpty, color.alpha > 0 else { return }
        if color.alpha == 255 {
            buffer.fill(color, in: area)
        } else {
            let w = width
            buffer.pixels.withUnsafeMutableBufferPointer { pixels in
                for y in area.y..<area.maxY {
                    for x in area.x..<area.maxX { pixels[y * w + x] = color.over(pixels[y * w + x]) }
                }
            }
        }
        drawnBounds = drawnBounds.union(area)
    }

    // MARK: Clipping

    /// Runs `body` with drawing restricted to `rect` as well (fractional edges clip partially).
    public mutating func withClip<Result>(to rect: PixelRect, _ body: (inout PixelCanvas) throws -> Result) rethrows -> Result {
        guard !rect.isPixelAligned else {
            let saved = clipBounds
            clipBounds = clipBounds.intersection(rect.enclosingBounds)
            defer { clipBounds = saved }
            return try body(&self)
        }
        return try withClip(to: VectorPath.rect(rect), body)
    }

    /// Runs `body` with drawing restricted to the inside of `path` as well, with anti-aliased
    /// edges (SwiftUI `clipShape`).
    public mutating func withClip<Result>(to path: VectorPath, _ body: (inout PixelCanvas) throws -> Result) rethrows -> Result {
        let savedBounds = clipBounds, savedMask = clipMask
        defer { clipBounds = savedBounds; clipMask = savedMask }
        var mask = CoverageMask(width: width, height: height, path: path)
        if let savedMask { mask.intersect(with: savedMask) }
        clipMask = mask
        clipBounds = clipBounds.intersection(path.controlBounds?.enclosingBounds ?? .empty)
        return try body(&self)
    }

    // MARK: Layers

    /// Draws `body` into a transparent layer (with the same clip), then composites the
    /// layer with `opacity` (0…1): SwiftUI `.opacity` on a container, where overlapping
    /// children must not show through each other.
    public mutating func withOpacity(_ opacity: Double, _ body: (inout PixelCanvas) throws -> Void) rethrows {
        let amount = Int((min(max(opacity, 0), 1) * 255).rounded())
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

    // MARK: Images and effects

    /// Draws `image` (or its `source` part, fractional edges allowed) scaled into `rect` with
    /// area averaging, composited with `opacity` and the clip. Partly covered edge pixels get
    /// partial coverage.
    public mutating func draw(_ image: PixelBuffer, in rect: PixelRect, from source: PixelRect? = nil, opacity: Double = 1) {
        let amount = Int((min(max(opacity, 0), 1) * 255).rounded())
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

    /// Blurs what is already drawn inside `bounds` (the whole canvas by default), edges
    /// extended; see `PixelBuffer.applyGaussianBlur(sigma:edges:)`. Ignores the clip.
    public mutating func applyGaussianBlur(sigma: Double, in bounds: PixelBounds? = nil) {
        let area = (bounds ?? buffer.bounds).intersection(buffer.bounds)
        guard !area.isEmpty, sigma > 0 else { return }
        var region = buffer.cropped(to: area)
        region.applyGaussianBlur(sigma: sigma, edges: .extend)
        buffer.paste(region, atX: area.x, y: area.y)
    }
}
