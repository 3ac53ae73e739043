import Raster
import ViewTree

/// What the iPhone Lock Screen does to a widget's pixels (the vibrant rendering mode), as one
/// function with named constants. Apple publishes no curve; this one is fitted to what real Lock
/// Screens show (shared/reference/ios-lockscreens: flat wallpaper + content → the pixel iOS draws),
/// every measured pair within ΔE 10 (CIE76):
///
/// - the content is desaturated to its luminance, and its opacity sets how much material replaces
///   the wallpaper (transparent: the wallpaper unchanged);
/// - white content *adds* light to the blurred wallpaper, keeping its hue (white on blue is pale
///   cyan, on dark red pink): most on black (white shows 237), less on brighter wallpapers;
/// - black content is the blurred wallpaper seen through a light veil ("screen" with a grey);
/// - content between black and white lies between the two;
/// - the Lock Screen's tint, when the theme has one, colours the material.
public struct VibrantMaterial: Sendable, Hashable {
    /// How much light white content adds on a black wallpaper (0–1 of full white).
    public static let whiteAddOnBlack = 237.0 / 255
    /// The wallpaper luminance (0–1) from which white content adds `whiteAddAtKnee`, and less above.
    public static let whiteAddKnee = 39.0 / 255
    public static let whiteAddAtKnee = 143.0 / 255
    /// How fast the added light falls as the wallpaper gets brighter past the knee.
    public static let whiteAddSlope = 0.28
    /// The grey black content screens over the blurred wallpaper.
    public static let blackVeil = 0.34
    /// How strongly a theme's tint colours the material.
    public static let tintStrength = 0.65

    /// The theme's tint, if any (its alpha is not used).
    public var tint: RGBA?
    /// True on bright wallpapers, where iOS draws the clock dark: the material then takes light
    /// away as it adds it on dark ones (white content dark, black content faint), so that the
    /// clock, the date and the widgets share one style.
    public var darkensContent: Bool

    public init(tint: RGBA? = nil, darkensContent: Bool = false) {
        self.tint = tint
        self.darkensContent = darkensContent
    }

    /// The light white content adds to a wallpaper of a luminance (0–1).
    public static func whiteAdd(onLuminance luminance: Double) -> Double {
        if luminance < whiteAddKnee {
            return whiteAddOnBlack - (whiteAddOnBlack - whiteAddAtKnee) * luminance / whiteAddKnee
        }
        return max(whiteAddAtKnee - (luminance - whiteAddKnee) * whiteAddSlope, 0)
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
        let m = blurred.rgba
        let wallLuminance = Self.luminance(m.red, m.green, m.blue)
        let added = Self.whiteAdd(onLuminance: darkensContent ? 1 - wallLuminance : wallLuminance)
        func material(_ w: Double) -> Double {
            if darkensContent {
                let faint = w * (1 - Self.blackVeil)
                let dark = max(w - added, 0)
                return faint + (dark - faint) * level
            }
            let black = 1 - (1 - w) * (1 - Self.blackVeil)
            let white = min(w + added, 1)
            return black + (white - black) * level
        }
        var r = material(m.red), g = material(m.green), b = material(m.blue)
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
