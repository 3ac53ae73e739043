import Raster
import ViewTree

/// StandBy's Night Mode: in low light the system renders the widgets vibrant "with a monochromatic
/// red tint" (HIG "Widgets"). Apple publishes no colour; a deep red is chosen, each pixel that
/// red at the luminance the vibrant material gives it.
public enum StandByNight {
    /// The red of Night Mode at full brightness (chosen).
    public static let red = RGBA(red: 1, green: 40.0 / 255, blue: 30.0 / 255)

    /// `color` as the same luminance of `tint`.
    @inlinable
    public static func tinted(_ color: PixelColor, with tint: RGBA) -> PixelColor {
        let c = color.rgba
        let level = VibrantMaterial.luminance(c.red, c.green, c.blue)
        func channel(_ value: Double) -> UInt8 { UInt8((min(max(value * level, 0), 1) * 255).rounded()) }
        return PixelColor(red: channel(tint.red), green: channel(tint.green), blue: channel(tint.blue), alpha: color.alpha)
    }
}
