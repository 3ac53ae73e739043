import Raster
import ViewTree

/// The colours the system supplies when a widget is drawn: the foreground of `primary`, the
/// accent, and the widget backdrop. Apple publishes none of these as numbers.
public struct WidgetColors: Sendable, Hashable {
    /// What `primary` resolves to: white, as on the Lock Screen.
    public var primary: RGBA
    /// What `accentColor` resolves to.
    public var accent: RGBA
    /// `AccessoryWidgetBackground` in full colour and accented modes: a soft translucent grey.
    public var accessoryBackground: RGBA

    public init(primary: RGBA = .white, accent: RGBA = RGBA(hex: 0x0A84FF),
                accessoryBackground: RGBA = RGBA(red: 1, green: 1, blue: 1, alpha: 0.16)) {
        self.primary = primary
        self.accent = accent
        self.accessoryBackground = accessoryBackground
    }

    public static let lockScreen = WidgetColors()

    /// A colour value as drawn, with the opacity inherited from the view tree applied.
    public func resolve(_ value: ColorValue, opacity: Double) -> PixelColor {
        let rgba = value.resolved(primary: primary, accent: accent)
        return PixelColor(rgba.withAlpha(rgba.alpha * min(max(opacity, 0), 1)))
    }
}
