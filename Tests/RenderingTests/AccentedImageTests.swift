import Layout
import Raster
import Rendering
import Testing
import ViewTree

/// `widgetAccentedRenderingMode` in accented rendering: a template by default, the image's own
/// colours, or its luminance in white or in the accent.
@Suite struct AccentedImageTests {
    /// One opaque orange pixel and one half-transparent blue one.
    static let image = PixelBuffer(width: 2, height: 1, pixels: [PixelColor(red: 255, green: 128, blue: 0),
                                                                 PixelColor(red: 0, green: 0, blue: 255, alpha: 128)])
    static let colors = WidgetColors(primary: .white, accent: RGBA(hex: 0xFF0000), mode: .accented)

    func recolored(_ mode: ImageView.AccentedRenderingMode?, accentable: Bool = false) -> [PixelColor] {
        var environment = EnvironmentValues(family: .rectangular)
        environment.widgetAccentable = accentable
        return Self.colors.recolored(Self.image, in: environment, accentedRenderingMode: mode).pixels
    }

    @Test func theDefaultIsATemplateInTheGroupsColour() {
        #expect(recolored(nil) == [PixelColor(red: 255, green: 255, blue: 255), PixelColor(red: 255, green: 255, blue: 255).scaled(by: 128)])
        #expect(recolored(.accented, accentable: true)[0] == PixelColor(red: 255, green: 0, blue: 0))
    }

    @Test func fullColorKeepsTheImage() {
        #expect(recolored(.fullColor) == Self.image.pixels)
    }

    @Test func desaturatedKeepsTheLuminance() {
        // Orange: 0.2126 × 255 + 0.7152 × 128 = 145.7; the blue pixel: 0.0722 × 128 = 9.2.
        #expect(recolored(.desaturated) == [PixelColor(red: 255, green: 255, blue: 255).scaled(by: 145),
                                             PixelColor(red: 255, green: 255, blue: 255).scaled(by: 9)])
        #expect(recolored(.accentedDesaturated)[0] == PixelColor(red: 255, green: 0, blue: 0).scaled(by: 145))
    }

    @Test func otherModesDrawTheImageAsItIs() {
        let vibrant = WidgetColors(mode: .vibrant).recolored(Self.image, in: EnvironmentValues(family: .rectangular), accentedRenderingMode: .desaturated)
        #expect(vibrant.pixels == Self.image.pixels)
    }
}
