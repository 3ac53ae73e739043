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

    /// The screen: the content over the wallpaper, in the wallpaper's own pixels (a wallpaper
    /// kept elsewhere is copied once), each content pixel through the mode over the blurred
    /// wallpaper behind it. The content and the blurred wallpaper may each be kept whole (one band)
    /// or only in the bands that hold content (a picture drawn once); a content pixel outside
    /// every blurred band is read over a transparent blur.
    func composite(_ content: BandedPixels, onto wallpaper: consuming PixelBuffer, blurred: BandedPixels) -> PixelBuffer {
        var screen = wallpaper
        let width = screen.width
        screen.pixels.withUnsafeMutableBufferPointer { out in
            for band in content.bands {
                let bounds = band.bounds
                let behind = blurred.bands.first { $0.bounds == bounds }?.pixels
                band.pixels.pixels.withUnsafeBufferPointer { layer in
                    // Rows are independent: shared across the cores, each row written by one of them.
                    ParallelLines.forEachRange(count: bounds.height, pixelsPerLine: bounds.width) { rows in
                        for y in rows {
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
        }
        return screen
    }
}
