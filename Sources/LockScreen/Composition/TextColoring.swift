import Raster
import Rendering

/// Gives small text (terminal characters) the colour the screen would give those pixels: widget
/// text goes through the rendering mode like the widget's pixels, and Always-On dims it.
struct TextColoring {
    var compositor: LayerCompositor
    /// The widgets' content layer, before compositing.
    var layer: PixelBuffer
    /// The composed screen before dimming.
    var composed: PixelBuffer
    /// The wallpaper, and its blurred copy.
    var sharp: PixelBuffer
    var blurred: BandedPixels
    var dims: Bool

    /// The placement with every run's colour made opaque, as seen at the middle of its span.
    func resolve(_ placement: TextPlacement, widgetLayer: Bool) -> TextPlacement {
        let x = min(max(Int((placement.minX + placement.maxX) / 2), 0), layer.width - 1)
        let y = min(max(Int(placement.centerY), 0), layer.height - 1)
        let index = y * layer.width + x
        let wallpaper = sharp.pixels[index]
        var result = placement
        for i in result.runs.indices {
            let color = result.runs[i].color
            var seen = widgetLayer
                ? compositor.pixel(color.over(layer.pixels[index]), wallpaper: wallpaper, blurred: blurred.pixel(x: x, y: y))
                : color.over(composed.pixels[index])
            if dims { seen = AlwaysOnDimming.apply(seen, dimmedWallpaper: wallpaper) }
            result.runs[i].color = seen
        }
        return result
    }
}

extension TextPlacement {
    /// The placement moved left and up by a picture crop's origin.
    func shifted(by offset: (x: Double, y: Double)) -> TextPlacement {
        moved(x: -offset.x, y: -offset.y)
    }
}
