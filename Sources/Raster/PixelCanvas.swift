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
    public internal(set) var buffer: PixelBuffer
    /// Drawing happens only inside these pixels.
    public internal(set) var clipBounds: PixelBounds
    /// When set, every drawn pixel is also weighted by this mask's coverage.
    public internal(set) var clipMask: CoverageMask?
    /// The pixels touched since the canvas was made (for compositing layers cheaply).
    public internal(set) var drawnBounds: PixelBounds = .empty

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

    /// The picture, handed over: the canvas keeps an empty buffer of no pixels, so that the
    /// picture's storage has one owner and can be changed in place.
    public mutating func takeBuffer() -> PixelBuffer {
        let taken = buffer
        buffer = PixelBuffer(width: 0, height: 0)
        return taken
    }

    /// Fills `path` (non-zero winding, anti-aliased) with `color`, composited "source over".
    public mutating func fill(_ path: VectorPath, with color: PixelColor) {
        guard color.alpha > 0 else { return }
        let w = width
        let clip = clipBounds
        var touched = PixelBounds.empty
        let edges = EdgeList(path)
        // The mask is read through a copy of its own: a method of `self` called around the
        // write to `buffer` would copy the whole canvas first (a 12 MB copy for each shape).
        let clipMask = clipMask
        buffer.pixels.withUnsafeMutableBufferPointer { pixels in
            func rasterize(mask: UnsafePointer<UInt8>?) {
                CoverageRasterizer.rasterize(edges, clip: clip) { y, firstX, coverage in
                    let row = y * w + firstX
                    touched = touched.union(PixelBounds(x: firstX, y: y, width: coverage.count, height: 1))
                    Self.compositeRow(color, coverage: coverage, into: pixels.baseAddress! + row, mask: mask.map { $0 + row })
                }
            }
            guard let clipMask else { return rasterize(mask: nil) }
            clipMask.values.withUnsafeBufferPointer { rasterize(mask: $0.baseAddress!) }
        }
        drawnBounds = drawnBounds.union(touched)
    }

    /// `color` weighted by each pixel's coverage (and mask) composited over `target`.
    @inline(__always)
    private static func compositeRow(_ color: PixelColor, coverage: UnsafeMutableBufferPointer<Float>,
                                     into target: UnsafeMutablePointer<PixelColor>, mask: UnsafePointer<UInt8>?) {
        let opaque = color.alpha == 255
        for i in 0..<coverage.count {
            var amount = Int(coverage[i] * 255 + 0.5)
            if let mask { amount = divideBy255(amount * Int(mask[i])) }
            if amount >= 255 {
                target[i] = opaque ? color : color.over(target[i])
            } else if amount > 0 {
                target[i] = color.scaled(by: amount).over(target[i])
            }
        }
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
}
