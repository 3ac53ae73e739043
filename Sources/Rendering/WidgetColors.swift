import Layout
import Raster
import ViewTree

/// The colours the system supplies when a widget is drawn: the foreground of `primary`, the
/// accent, the widget backdrop, and how the rendering mode recolours content. Apple publishes
/// none of these as numbers.
public struct WidgetColors: Sendable, Hashable {
    /// What `primary` resolves to: white, as on the Lock Screen.
    public var primary: RGBA
    /// What `accentColor` resolves to; in accented mode, the accent group's one colour.
    public var accent: RGBA
    /// `AccessoryWidgetBackground` in full colour and accented modes: a soft translucent grey.
    public var accessoryBackground: RGBA
    /// How content is recoloured: accented paints the default group `primary` and the accent
    /// group (`widgetAccentable`) `accent`, alpha kept; vibrant and full colour keep colours
    /// here (vibrant turns them into material when the layer is composited).
    public var mode: RenderingMode

    public init(primary: RGBA = .white, accent: RGBA = RGBA(hex: 0x0A84FF),
                accessoryBackground: RGBA = RGBA(red: 1, green: 1, blue: 1, alpha: 0.16),
                mode: RenderingMode = .fullColor) {
        self.primary = primary
        self.accent = accent
        self.accessoryBackground = accessoryBackground
        self.mode = mode
    }

    public static let lockScreen = WidgetColors()

    /// `AccessoryWidgetBackground` in vibrant mode: black, which the material turns into a dim
    /// patch of fully blurred wallpaper.
    public static let vibrantAccessoryBackground = RGBA(red: 0, green: 0, blue: 0, alpha: 1)

    /// A colour value as drawn in an environment: its opacity applied, recoloured by the mode.
    public func resolve(_ value: ColorValue, in environment: EnvironmentValues) -> PixelColor {
        let accent = environment.accentColor.map { $0.resolved(primary: primary, accent: self.accent) } ?? self.accent
        let rgba = value.resolved(primary: primary, accent: accent)
        let alpha = rgba.alpha * min(max(environment.opacity, 0), 1)
        guard mode == .accented else { return PixelColor(rgba.withAlpha(alpha)) }
        let flat = environment.widgetAccentable ? self.accent : primary
        return PixelColor(flat.withAlpha(alpha))
    }

    /// The accessory background's colour in this mode.
    public var accessoryBackgroundColor: RGBA {
        mode == .vibrant ? Self.vibrantAccessoryBackground : accessoryBackground
    }

    /// In accented mode an image is a template: every pixel becomes the group's flat colour,
    /// its alpha kept; `accentedRenderingMode` keeps its colours (`fullColor`) or its luminance
    /// in white or the accent (`desaturated`, `accentedDesaturated`). Other modes draw images as
    /// they are.
    public func recolored(_ image: PixelBuffer, in environment: EnvironmentValues,
                          accentedRenderingMode: ImageView.AccentedRenderingMode? = nil) -> PixelBuffer {
        guard mode == .accented else { return image }
        let rendering = accentedRenderingMode ?? .accented
        if rendering == .fullColor { return image }
        let flat: PixelColor = switch rendering {
        case .accentedDesaturated: PixelColor(accent)
        case .desaturated: PixelColor(primary)
        default: PixelColor(environment.widgetAccentable ? accent : primary)
        }
        var result = image
        for index in result.pixels.indices {
            let pixel = result.pixels[index]
            var weight = Int(pixel.alpha)
            if rendering != .accented {
                // Rec. 709 luminance of the premultiplied colour: the alpha is already in it.
                weight = (2126 * Int(pixel.red) + 7152 * Int(pixel.green) + 722 * Int(pixel.blue)) / 10_000
            }
            result.pixels[index] = flat.scaled(by: weight)
        }
        return result
    }
}
