import Raster

/// Always-On (`isLuminanceReduced`): the whole screen dims, the wallpaper most. Apple publishes
/// no factors; these keep white content readable while the wallpaper drops to a faint image.
public enum AlwaysOnDimming {
    /// What the wallpaper keeps of its brightness.
    public static let wallpaperFactor = 0.25
    /// What the clock, the date line and widget content keep of theirs.
    public static let contentFactor = 0.7

    /// A pixel of the composed screen, dimmed: the wallpaper under it by `wallpaperFactor`, and
    /// what content adds to (or takes from) the wallpaper by `contentFactor`.
    @inlinable
    public static func apply(_ composed: PixelColor, wallpaper: PixelColor) -> PixelColor {
        func channel(_ c: UInt8, _ w: UInt8) -> UInt8 {
            let value = Double(w) * wallpaperFactor + (Double(c) - Double(w)) * contentFactor
            return UInt8(min(max(value, 0), 255).rounded())
        }
        let c = composed.straightRGB, w = wallpaper.straightRGB
        return PixelColor(red: channel(c.red, w.red), green: channel(c.green, w.green), blue: channel(c.blue, w.blue))
    }

    /// Dims a whole screen against its wallpaper (both the same size).
    public static func apply(to screen: inout PixelBuffer, wallpaper: PixelBuffer) {
        for index in screen.pixels.indices {
            screen.pixels[index] = apply(screen.pixels[index], wallpaper: wallpaper.pixels[index])
        }
    }
}
