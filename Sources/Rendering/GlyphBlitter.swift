import Raster
import Typography

/// Draws FreeType glyph coverage into a canvas in one colour.
public enum GlyphBlitter {
    public static func blit(_ glyph: GlyphBitmap, x: Int, y: Int, color: PixelColor, into canvas: inout PixelCanvas) {
        guard glyph.width > 0, glyph.height > 0 else { return }
        var mask = PixelBuffer(width: glyph.width, height: glyph.height)
        for index in mask.pixels.indices where glyph.coverage[index] > 0 {
            mask.pixels[index] = color.scaled(by: Int(glyph.coverage[index]))
        }
        canvas.draw(mask, in: PixelRect(x: Double(x), y: Double(y), width: Double(glyph.width), height: Double(glyph.height)))
    }
}
