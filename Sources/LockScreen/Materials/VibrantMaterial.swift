import Raster
import ViewTree

/// What the iPhone Lock Screen does to a widget's pixels (the vibrant rendering mode), as one
/// function with named constants. Apple publishes no curve; this follows what WWDC22
/// ("Complications and widgets: Reloaded") describes:
///
/// - the content is desaturated to its luminance;
/// - the pixel's opacity sets how much material replaces the wallpaper (transparent: the wallpaper
///   unchanged);
/// - the luminance sets the material's brightness: black is a dim patch of the blurred wallpaper,
///   slightly brightened; white is near-opaque and bright;
/// - the Lock Screen's tint, when the theme has one, colours the material.
public struct VibrantMaterial: Sendable, Hashable {
    /// How far black content lifts the blurred wallpaper towards white.
    public static let blackLift = 0.08
    /// How far white content lifts the blurred wallpaper towards white (near-opaque white).
    public static let whiteLift = 0.92
    /// How strongly a theme's tint colours the material.
    public static let tintStrength = 0.65

    /// The theme's tint, if any (its alpha is not used).
    public var tint: RGBA?

    public init(tint: RGBA? = nil) {
        self.tint = tint
    }

    /// Rec. 709 luminance of straight RGB.
    @inlinable
    public static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// The Lock Screen pixel for one content pixel over the wallpaper: `content` as the widget
    /// drew it (premultiplied), `wallpaper` the sharp wallpaper pixel and `blurred` the blurred
    /// wallpaper pixel behind it (both opaque).
    public func apply(content: PixelColor, wallpaper: PixelColor, blurred: PixelColor) -> PixelColor {
        let alpha = Double(content.alpha) / 255
        guard alpha > 0 else { return wallpaper }
        let straight = content.rgba
        let level = Self.luminance(straight.red, straight.green, straight.blue)
        let lift = Self.blackLift + (Self.whiteLift - Self.blackLift) * level
        let m = blurred.rgba
        var r = m.red + (1 - m.red) * lift
        var g = m.green + (1 - m.green) * lift
        var b = m.blue + (1 - m.blue) * lift
        if let tint {
            let brightness = Self.luminance(r, g, b)
            let tintBrightness = max(Self.luminance(tint.red, tint.green, tint.blue), 0.05)
            let scale = brightness / tintBrightness
            r += (min(tint.red * scale, 1) - r) * Self.tintStrength
            g += (min(tint.green * scale, 1) - g) * Self.tintStrength
            b += (min(tint.blue * scale, 1) - b) * Self.tintStrength
        }
        let w = wallpaper.rgba
        func mix(_ under: Double, _ over: Double) -> UInt8 {
            UInt8((min(max(under + (over - under) * alpha, 0), 1) * 255).rounded())
        }
        return PixelColor(red: mix(w.red, r), green: mix(w.green, g), blue: mix(w.blue, b))
    }
}
