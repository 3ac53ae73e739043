import Devices
import Foundation
import Raster
import Typography
import ViewTree

/// The big clock: hours and minutes (no AM/PM), centred, in anti-aliased digits from a real
/// font. The system's font is SF Pro, which Linux lacks; Inter Display Bold (Debian's
/// fonts-inter) stands in, DejaVu Sans Bold when it is missing.
public struct ClockFace: Sendable {
    /// Inter Display's weight, chosen by measuring against the reference screenshots at the
    /// reference digit height: Bold's "10:01", "3:43" and "7:55" are 96–101 % of iOS's ink widths
    /// (SemiBold 93–98 %, DejaVu Sans Bold 112–129 %), its stems 14 pt against 12–13.
    public static let fontPatterns = ["Inter Display:bold", "DejaVu Sans:bold"]

    private let face: FontFace?

    public init() {
        face = FontFile.path(preferring: Self.fontPatterns).flatMap(FontFace.init(path:))
    }

    /// The clock's text at a moment: "9:41" (12-hour, no AM/PM, as the US Lock Screen), or
    /// "09:41" or "21:41" with the 24-hour clock.
    public static func text(for date: Date, timeZone: TimeZone, twentyFourHour: Bool = false) -> String {
        guard twentyFourHour else { return DateText.clockTime(date, timeZone: timeZone, withPeriod: false) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// Draws `text` centred on the screen, its baseline and size from the device profile.
    public func draw(_ text: String, geometry: LockScreenGeometry, screenWidth: Double, pointsPerPixel: Double,
                     color: PixelColor, into canvas: inout PixelCanvas) {
        guard let face, pointsPerPixel > 0 else { return }
        let size = max(2, Int((geometry.clockFontSize / pointsPerPixel).rounded()))
        let glyphs = text.unicodeScalars.map { face.glyph($0, pixelSize: size) }
        let width = glyphs.reduce(0) { $0 + $1.advance }
        var pen = (screenWidth / pointsPerPixel - width) / 2
        let baseline = Int((geometry.clockBaseline / pointsPerPixel).rounded())
        for glyph in glyphs {
            GlyphBlitter.blit(glyph, x: Int(pen.rounded()) + glyph.left, y: baseline - glyph.top, color: color, into: &canvas)
            pen += glyph.advance
        }
    }
}

/// Draws FreeType glyph coverage into a canvas in one colour.
enum GlyphBlitter {
    static func blit(_ glyph: GlyphBitmap, x: Int, y: Int, color: PixelColor, into canvas: inout PixelCanvas) {
        guard glyph.width > 0, glyph.height > 0 else { return }
        var mask = PixelBuffer(width: glyph.width, height: glyph.height)
        for index in mask.pixels.indices where glyph.coverage[index] > 0 {
            mask.pixels[index] = color.scaled(by: Int(glyph.coverage[index]))
        }
        canvas.draw(mask, in: PixelRect(x: Double(x), y: Double(y), width: Double(glyph.width), height: Double(glyph.height)))
    }
}
