import Raster

/// Always-On (`isLuminanceReduced`): the whole screen dims, the wallpaper most. Apple publishes
/// no factors; these keep white content readable while the wallpaper drops to a faint image.
///
/// The wallpaper (sharp and blurred) is dimmed before anything is drawn on it, so that vibrant
/// material forms over the dim wallpaper; then every pixel keeps `contentFactor` of what the
/// content added on top of that dim wallpaper.
public enum AlwaysOnDimming {
    /// What the wallpaper keeps of its brightness.
    public static let wallpaperFactor = 0.25
    /// What the clock, the date line and widget content keep of their difference from the dimmed wallpaper.
    public static let contentFactor = 0.7

    /// The wallpaper dimmed by `wallpaperFactor`.
    public static func dimmedWallpaper(_ wallpaper: PixelBuffer) -> PixelBuffer {
        var result = wallpaper
        let weight = Int((wallpaperFactor * 255).rounded())
        for index in result.pixels.indices {
            result.pixels[index] = result.pixels[index].scaled(by: weight).over(.black)
        }
        return result
    }

    /// A pixel composed over the dimmed wallpaper, with the content's part dimmed too.
    @inlinable
    public static func apply(_ composed: PixelColor, dimmedWallpaper wallpaper: PixelColor) -> PixelColor {
        func channel(_ c: UInt8, _ w: UInt8) -> UInt8 {
            UInt8(min(max(Double(w) + (Double(c) - Double(w)) * contentFactor, 0), 255).rounded())
        }
        let c = composed.straightRGB, w = wallpaper.straightRGB
        return PixelColor(red: channel(c.red, w.red), green: channel(c.green, w.green), blue: channel(c.blue, w.blue))
    }

    /// Dims a whole screen composed over `dimmedWallpaper` (both the same size).
    public static func apply(to screen: inout PixelBuffer, dimmedWallpaper: PixelBuffer) {
        for index in screen.pixels.indices {
            screen.pixels[index] = apply(screen.pixels[index], dimmedWallpaper: dimmedWallpaper.pixels[index])
        }
    }
}
