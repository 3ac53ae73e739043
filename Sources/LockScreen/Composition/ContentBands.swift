import Raster

/// Where a content layer has any coverage, as a few rectangles: the rows that hold content,
/// grouped into bands (rows apart by less than `gap` join one band), each as wide as its
/// content. A picture drawn once at the device's pixels blurs its wallpaper only there, since
/// the vibrant material is read only under content (`LayerCompositor`): the date line, the
/// clock and the widget row are a third of the screen.
enum ContentBands {
    /// The bands of `layer`'s pixels with alpha above zero, top to bottom, looking only inside
    /// `drawn` (the pixels the layer's drawing touched: a Lock Screen's content is a fifth of
    /// its screen, and reading every pixel of the rest took 10 ms).
    static func bounds(of layer: PixelBuffer, within drawn: PixelBounds? = nil, gap: Int) -> [PixelBounds] {
        let area = (drawn ?? layer.bounds).intersection(layer.bounds)
        var bands: [PixelBounds] = []
        var current: (top: Int, bottom: Int, left: Int, right: Int)?
        layer.pixels.withUnsafeBufferPointer { pixels in
            for y in area.y..<area.maxY {
                var left = Int.max, right = Int.min
                let row = y * layer.width
                for x in area.x..<area.maxX where pixels[row + x].alpha > 0 {
                    left = min(left, x)
                    right = x
                }
                guard right >= left else { continue }
                if let band = current, y - band.bottom <= gap {
                    current = (band.top, y, min(band.left, left), max(band.right, right))
                } else {
                    if let band = current { bands.append(Self.bounds(band)) }
                    current = (y, y, left, right)
                }
            }
        }
        if let band = current { bands.append(Self.bounds(band)) }
        return bands
    }

    private static func bounds(_ band: (top: Int, bottom: Int, left: Int, right: Int)) -> PixelBounds {
        PixelBounds(x: band.left, y: band.top, width: band.right - band.left + 1, height: band.bottom - band.top + 1)
    }
}
