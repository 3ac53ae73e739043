import Raster

/// Pixels of a screen kept only in bands (`ContentBands`), each band as wide as what it holds:
/// a picture drawn once keeps its content layer and the blurred wallpaper behind it only where
/// there is content, since the vibrant material is read nowhere else (a screen-sized buffer is
/// 12 MB on a 6.1-inch phone at its own pixels, and the content is a quarter of the screen).
struct BandedPixels: Sendable {
    /// One band: where it lies on the screen and its pixels.
    struct Band: Sendable {
        var bounds: PixelBounds
        var pixels: PixelBuffer
    }

    /// Top to bottom, no two sharing a row.
    var bands: [Band]

    /// A whole screen's pixels as one band.
    init(whole: PixelBuffer) {
        bands = [Band(bounds: PixelBounds(x: 0, y: 0, width: whole.width, height: whole.height), pixels: whole)]
    }

    init(bands: [Band]) {
        self.bands = bands.sorted { $0.bounds.y < $1.bounds.y }
    }

    /// `screen`'s pixels in `bounds`, each cropped out.
    init(cropping screen: PixelBuffer, to bounds: [PixelBounds]) {
        self.init(bands: bounds.map { Band(bounds: $0, pixels: screen.cropped(to: $0)) })
    }

    /// The pixel at (`x`, `y`) on the screen; transparent outside every band.
    func pixel(x: Int, y: Int) -> PixelColor {
        guard let band = bands.first(where: { y >= $0.bounds.y && y < $0.bounds.maxY }),
              x >= band.bounds.x, x < band.bounds.maxX else { return .transparent }
        return band.pixels.pixels[(y - band.bounds.y) * band.bounds.width + x - band.bounds.x]
    }
}
