import Devices
import Foundation
import Raster
import Rendering
import Typography

/// Text a face draws from a font: its digital time and its date. The watch's font is SF Compact
/// Rounded, which Linux lacks; Inter Display stands in (DejaVu Sans when it is missing).
struct FaceTextPainter {
    static let timePatterns = ["Inter Display:semibold", "DejaVu Sans:bold"]
    static let datePatterns = ["Inter:semibold", "DejaVu Sans:bold"]

    let timeFace = LazyFontFace(preferring: Self.timePatterns)
    let dateFace = LazyFontFace(preferring: Self.datePatterns)

    /// Draws `text` `size` points tall with its baseline at `baseline`, centred on `centerX` or
    /// ending at `trailing`.
    func draw(_ text: String, face: LazyFontFace, size: Double, baseline: Double, centerX: Double?, trailing: Double?,
              pointsPerPixel s: Double, color: PixelColor, into canvas: inout PixelCanvas) {
        guard let font = face.face, s > 0 else { return }
        let pixelSize = max(2, Int((size / s).rounded()))
        let glyphs = text.unicodeScalars.map { font.glyphFallingBack($0, pixelSize: pixelSize) }
        let width = glyphs.reduce(0) { $0 + $1.advance }
        var pen: Double
        if let centerX {
            pen = centerX / s - width / 2
        } else {
            pen = (trailing ?? 0) / s - width
        }
        let y = Int((baseline / s).rounded())
        for glyph in glyphs {
            GlyphBlitter.blit(glyph, x: Int(pen.rounded()) + glyph.left, y: y - glyph.top, color: color, into: &canvas)
            pen += glyph.advance
        }
    }
}
