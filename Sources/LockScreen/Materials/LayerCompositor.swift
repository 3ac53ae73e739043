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

    /// The screen: every layer pixel over the wallpaper (all three buffers the same size).
    public func composite(_ layer: PixelBuffer, wallpaper: PixelBuffer, blurred: PixelBuffer) -> PixelBuffer {
        var screen = wallpaper
        for index in layer.pixels.indices where layer.pixels[index].alpha > 0 {
            screen.pixels[index] = pixel(layer.pixels[index], wallpaper: wallpaper.pixels[index], blurred: blurred.pixels[index])
        }
        return screen
    }

    /// The same picture made in the layer's own pixels, for a caller that has no use for the
    /// layer after it: no third full-screen buffer (a Lock Screen's PNG holds three at once).
    public func composite(consuming layer: consuming PixelBuffer, wallpaper: PixelBuffer, blurred: PixelBuffer) -> PixelBuffer {
        var screen = layer
        screen.pixels.withUnsafeMutableBufferPointer { out in
            wallpaper.pixels.withUnsafeBufferPointer { sharp in
                blurred.pixels.withUnsafeBufferPointer { soft in
                    for index in out.indices {
                        let content = out[index]
                        out[index] = content.alpha > 0 ? pixel(content, wallpaper: sharp[index], blurred: soft[index]) : sharp[index]
                    }
                }
            }
        }
        return screen
    }
}
