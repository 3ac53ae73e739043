import Devices
import Foundation
import Localization
import Raster
import Rendering
import Typography
import ViewTree

/// The big clock: hours and minutes (no AM/PM), centred, in anti-aliased digits from a real
/// font, as tall as the device's measured digits, in the typeface and weight the theme chose
/// (`ClockFonts`). The system's font is SF Pro, which Linux lacks; Inter SemiBold (Debian's
/// fonts-inter) stands in by default, DejaVu Sans Bold when it is missing. iOS 26's glass clock
/// is the same text condensed to tall digits, translucent with a bright rim.
public struct ClockFace: Sendable {
    /// The default face (`ClockFonts.defaultWeight`), chosen by measuring against the reference
    /// screenshots at their digit heights: Inter SemiBold's stems are 12.3 pt where iOS's are
    /// 12.3–13.0, and its "10:01", "3:43" and "7:55" are 104, 103 and 100 % of iOS's ink widths
    /// (Inter Display Bold: 96–100 %, but stems of 14.3; Inter Display SemiBold: stems 12.3,
    /// widths 93–97 %).

    /// The glass clock's font: a lighter weight, as condensing to a third of the width keeps the
    /// horizontal strokes' full height (Medium: bars 33 pt, stems 17, against iOS 26's 20 and 18).
    public static let glassFontPatterns = ["Inter Display:medium", "DejaVu Sans"]
    /// The glass's fill: how much of the content colour shows inside a digit (the reference's
    /// digits are about a third brighter than the wallpaper around them, their rims full white).
    public static let glassFillOpacity = 0.35
    /// The width of the glass's bright rim, in points.
    public static let glassRimWidth = 1.5

    private let fonts = ClockFonts()
    private let glassFaces = LazyFontFace(preferring: Self.glassFontPatterns)

    public init() {}

    /// The clock's text at a moment as the locale writes it: "9:41" (12-hour, no AM/PM, as the
    /// US Lock Screen), "09:41" (German), "٩:٤١" (Egyptian Arabic); `twentyFourHour` overrides
    /// the locale's clock.
    public static func text(for date: Date, timeZone: TimeZone, locale: PreviewLocale = .unitedStatesEnglish,
                            twentyFourHour: Bool? = nil) -> String {
        DateWording(locale: locale, timeZone: timeZone).clock(date, twentyFourHour: twentyFourHour)
    }

    /// Draws `text` centred on `centreX` (points; the screen's middle on an iPhone), its baseline
    /// and size from the device profile.
    public func draw(_ text: String, geometry: LockScreenGeometry, centreX: Double, pointsPerPixel: Double,
                     typeface: ClockTypeface = .standard, weight: Double? = nil, numerals chosen: ClockNumerals? = nil,
                     color: PixelColor, into canvas: inout PixelCanvas) {
        if geometry.clockStyle == .glass {
            drawGlass(text, geometry: geometry, centreX: centreX, pointsPerPixel: pointsPerPixel, color: color, into: &canvas)
            return
        }
        guard let face = fonts.face(typeface, slider: weight), pointsPerPixel > 0 else { return }
        let (size, overshoot) = Self.pixelSize(of: face, digitHeight: geometry.clockDigitHeight / pointsPerPixel)
        // Other numerals come from a face that has them, at the size the typeface's digits set;
        // unless the person chose numerals, the clock keeps the locale's.
        let numerals = chosen ?? ClockNumerals(writtenIn: text) ?? .western
        let digits = fonts.numeralFace(numerals, typeface: typeface, slider: weight)
        let glyphs = numerals.writing(text).unicodeScalars.map { scalar in
            (scalar.properties.numericType != nil ? digits ?? face : face).glyph(scalar, pixelSize: size)
        }
        let width = glyphs.reduce(0) { $0 + $1.advance }
        var pen = centreX / pointsPerPixel - width / 2
        let baseline = Int((geometry.clockBaseline / pointsPerPixel - overshoot).rounded())
        for glyph in glyphs {
            GlyphBlitter.blit(glyph, x: Int(pen.rounded()) + glyph.left, y: baseline - glyph.top, color: color, into: &canvas)
            pen += glyph.advance
        }
    }
}

extension ClockFace {
    /// The pixel size at which `face`'s "0" has `digitHeight` pixels of ink (the measured digit
    /// height includes the round digits' overshoot), and how far that ink reaches below the baseline.
    static func pixelSize(of face: FontFace, digitHeight: Double) -> (size: Int, overshoot: Double) {
        let probe = face.glyph("0", pixelSize: 200)
        guard probe.height > 0 else { return (max(2, Int(digitHeight.rounded())), 0) }
        let size = max(2, Int((200 * digitHeight / Double(probe.height)).rounded()))
        return (size, Double(probe.height - probe.top) * Double(size) / 200)
    }

    /// iOS 26's glass clock: digits `geometry.clockDigitHeight` tall and `glassDigitAspect` as wide,
    /// their ink's bottom on the clock's baseline, filled at `glassFillOpacity` with a full rim.
    func drawGlass(_ text: String, geometry: LockScreenGeometry, centreX: Double, pointsPerPixel s: Double,
                   color: PixelColor, into canvas: inout PixelCanvas) {
        guard let face = glassFaces.face, s > 0 else { return }
        let probe = face.glyph("5", pixelSize: 200)
        guard probe.height > 0, probe.width > 0 else { return }
        let digitHeight = geometry.clockDigitHeight / s
        let size = max(2, Int((200 * digitHeight / Double(probe.height)).rounded()))
        let width = max(1, Int((200 * digitHeight * geometry.glassDigitAspect / Double(probe.width)).rounded()))
        let glyphs = text.unicodeScalars.map { face.glyph($0, pixelSize: size, pixelWidth: width) }
        var pen = centreX / s - glyphs.reduce(0) { $0 + $1.advance } / 2
        // The digits' round bottoms overshoot the baseline; the clock's baseline is their ink's bottom.
        let overshoot = Double(probe.height - probe.top) * Double(size) / 200
        let baseline = Int((geometry.clockBaseline / s - overshoot).rounded())
        let rim = max(1, Int((Self.glassRimWidth / s).rounded()))
        for glyph in glyphs {
            let glass = GlassGlyph.coverage(of: glyph, rim: rim, fill: Self.glassFillOpacity)
            GlyphBlitter.blit(glass, x: Int(pen.rounded()) + glyph.left, y: baseline - glyph.top, color: color, into: &canvas)
            pen += glyph.advance
        }
    }
}

/// A glyph turned to glass: its coverage kept at `fill` inside, full where the shape's edge is
/// (coverage minus the coverage eroded by `rim` pixels).
enum GlassGlyph {
    static func coverage(of glyph: GlyphBitmap, rim: Int, fill: Double) -> GlyphBitmap {
        let w = glyph.width, h = glyph.height
        var out = glyph
        guard w > 0, h > 0 else { return out }
        for y in 0..<h {
            for x in 0..<w {
                let c = Int(glyph.coverage[y * w + x])
                guard c > 0 else { continue }
                var eroded = c
                for dy in -rim...rim {
                    for dx in -rim...rim {
                        let nx = x + dx, ny = y + dy
                        let n = nx < 0 || ny < 0 || nx >= w || ny >= h ? 0 : Int(glyph.coverage[ny * w + nx])
                        eroded = min(eroded, n)
                    }
                }
                let edge = c - eroded
                out.coverage[y * w + x] = UInt8(max(edge, Int((Double(c) * fill).rounded())))
            }
        }
        return out
    }
}
