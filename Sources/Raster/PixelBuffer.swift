/// A width × height picture of premultiplied `PixelColor`s in one contiguous array,
/// row after row from the top (index `y * width + x`).
public struct PixelBuffer: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// Row-major pixels, `width * height` of them.
    public var pixels: [PixelColor]

    /// A buffer filled with one colour (transparent by default).
    public init(width: Int, height: Int, fill: PixelColor = .transparent) {
        precondition(width >= 0 && height >= 0, "negative buffer size")
        self.width = width
        self.height = height
        self.pixels = [PixelColor](repeating: fill, count: width * height)
    }

    /// A buffer over existing pixels (`pixels.count` must be `width * height`).
    public init(width: Int, height: Int, pixels: [PixelColor]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "pixel count does not match size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// All pixels of the buffer.
    public var bounds: PixelBounds { PixelBounds(x: 0, y: 0, width: width, height: height) }

    /// The pixel at column `x`, row `y` (both must be inside the buffer).
    @inlinable
    public subscript(x: Int, y: Int) -> PixelColor {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Sets every pixel to `color`.
    public mutating func fill(_ color: PixelColor) {
        for i in pixels.indices { pixels[i] = color }
    }

    /// Sets the pixels in `bounds` (clipped to the buffer) to `color`, without blending.
    public mutating func fill(_ color: PixelColor, in bounds: PixelBounds) {
        let area = bounds.intersection(self.bounds)
        guard !area.isEmpty else { return }
        let w = width
        pixels.withUnsafeMutableBufferPointer { p in
            for y in area.y..<area.maxY {
                let row = y * w
                for x in area.x..<area.maxX { p[row + x] = color }
            }
        }
    }

    /// A copy of the pixels in `bounds` (clipped to the buffer).
    public func cropped(to bounds: PixelBounds) -> PixelBuffer {
        let area = bounds.intersection(self.bounds)
        if area == self.bounds { return self }
        var out = PixelBuffer(width: area.width, height: area.height)
        for y in 0..<area.height {
            let source = (area.y + y) * width + area.x
            out.pixels.replaceSubrange(y * area.width..<(y + 1) * area.width, with: pixels[source..<source + area.width])
        }
        return out
    }

    /// Copies `region`'s pixels into this buffer with its top-left corner at (`x`, `y`),
    /// replacing what was there (no blending); parts outside the buffer are dropped.
    public mutating func paste(_ region: PixelBuffer, atX originX: Int, y originY: Int) {
        let area = PixelBounds(x: originX, y: originY, width: region.width, height: region.height).intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            let source = (y - originY) * region.width + (area.x - originX)
            let target = y * width + area.x
            pixels.replaceSubrange(target..<target + area.width, with: region.pixels[source..<source + area.width])
        }
    }

    /// Composites `layer` over this buffer ("source over"), `layer`'s top-left corner at
    /// (`x`, `y`), its opacity multiplied by `opacity` (0…255), restricted to `clip`.
    public mutating func composite(_ layer: PixelBuffer, atX originX: Int = 0, y originY: Int = 0,
                                   opacity: Int = 255, clip: PixelBounds? = nil) {
        var area = PixelBounds(x: originX, y: originY, width: layer.width, height: layer.height).intersection(bounds)
        if let clip { area = area.intersection(clip) }
        guard !area.isEmpty, opacity > 0 else { return }
        let w = width, lw = layer.width
        layer.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for y in area.y..<area.maxY {
                    let d = y * w, s = (y - originY) * lw - originX
                    for x in area.x..<area.maxX {
                        let color = opacity >= 255 ? src[s + x] : src[s + x].scaled(by: opacity)
                        if color.alpha == 255 {
                            dst[d + x] = color
                        } else if color.alpha != 0 {
                            dst[d + x] = color.over(dst[d + x])
                        }
                    }
                }
            }
        }
    }

    /// This buffer composited over an opaque `backdrop` colour: every pixel opaque.
    public func flattened(over backdrop: PixelColor) -> PixelBuffer {
        let base = PixelColor(premultipliedRed: backdrop.red, green: backdrop.green, blue: backdrop.blue, alpha: 255)
        var out = self
        // Opaque pixels stay as they are: an opaque photograph is returned without a copy.
        for i in out.pixels.indices where out.pixels[i].alpha != 255 { out.pixels[i] = out.pixels[i].over(base) }
        return out
    }
}
