import Raster
import ViewTree

/// Puts a layer of widget content onto the wallpaper as the rendering mode does: vibrant turns
/// it into material over the blurred wallpaper; accented and full colour lay it over as drawn
/// (accented content was already painted in its two flat colours).
public struct LayerCompositor: Sendable {
    public var mode: RenderingMode
    public var material: VibrantMaterial
    /// StandBy's Night Mode: every composed pixel becomes this colour at the pixel's luminance.
    public var monochrome: RGBA?

    public init(mode: RenderingMode, tint: RGBA?, darkensContent: Bool = false) {
        self.mode = mode
        self.material = VibrantMaterial(tint: tint, darkensContent: darkensContent)
    }

    /// One content pixel over the wallpaper pixel and the blurred wallpaper pixel behind it.
    @inlinable
    public func pixel(_ content: PixelColor, wallpaper: PixelColor, blurred: PixelColor) -> PixelColor {
        if content.alpha == 0 { return wallpaper }
        let seen = mode == .vibrant ? material.apply(content: content, wallpaper: wallpaper, blurred: blurred) : content.over(wallpaper)
        guard let monochrome else { return seen }
        return StandByNight.tinted(seen, with: monochrome)
    }

    /// The screen: every layer pixel over the wallpaper pixel and the blurred wallpaper behind it
    /// (`layer` and `wallpaper` the same size), made in the layer's own pixels (a caller that
    /// still needs the layer passes a copy). The blurred wallpaper may be kept only in bands (a
    /// picture drawn once): a content pixel outside every band (none, when the bands were
    /// measured from this layer) is read over a transparent blur.
    func composite(consuming layer: consuming PixelBuffer, wallpaper: PixelBuffer, blurred: BandedPixels) -> PixelBuffer {
        var screen = layer
        let width = screen.width, height = screen.height, bands = blurred.bands
        screen.pixels.withUnsafeMutableBufferPointer { out in
            wallpaper.pixels.withUnsafeBufferPointer { sharp in
                var next = 0
                for y in 0..<height {
                    while next < bands.count, bands[next].bounds.maxY <= y { next += 1 }
                    let band = next < bands.count && bands[next].bounds.y <= y ? bands[next] : nil
                    let row = y * width
                    for x in 0..<width {
                        let content = out[row + x]
                        guard content.alpha > 0 else {
                            out[row + x] = sharp[row + x]
                            continue
                        }
                        var soft = PixelColor.transparent
                        if let band, x >= band.bounds.x, x < band.bounds.maxX {
                            soft = band.pixels.pixels[(y - band.bounds.y) * band.bounds.width + x - band.bounds.x]
                        }
                        out[row + x] = pixel(content, wallpaper: sharp[row + x], blurred: soft)
                    }
                }
            }
        }
        return screen
    }

    /// A picture drawn once: content kept only in bands, composited onto the wallpaper in the
    /// wallpaper's own pixels, over the blurred wallpaper of the same bands (or a whole one).
    func composite(_ content: BandedPixels, onto wallpaper: consuming PixelBuffer, blurred: BandedPixels) -> PixelBuffer {
        var screen = wallpaper
        let width = screen.width
        screen.pixels.withUnsafeMutableBufferPointer { out in
            for band in content.bands {
                let bounds = band.bounds
                let behind = blurred.bands.first { $0.bounds == bounds }?.pixels
                band.pixels.pixels.withUnsafeBufferPointer { layer in
                    for y in 0..<bounds.height {
                        for x in 0..<bounds.width {
                            let content = layer[y * bounds.width + x]
                            guard content.alpha > 0 else { continue }
                            let index = (bounds.y + y) * width + bounds.x + x
                            let soft = behind?.pixels[y * bounds.width + x] ?? blurred.pixel(x: bounds.x + x, y: bounds.y + y)
                            out[index] = pixel(content, wallpaper: out[index], blurred: soft)
                        }
                    }
                }
            }
        }
        return screen
    }
}
