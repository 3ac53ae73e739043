import Devices
import Foundation
import Localization
import Raster
import Rendering
import Typography
import ViewTree

/// The line above the clock: the date as the system writes it, then the inline widget's
/// content, in the system's font and the clock's colour. Drawn as pixels when the letters are
/// large enough to read, else as one row of terminal characters.
public struct DateLine: Sendable {
    /// Space between the date and the inline widget's content, in points (chosen here).
    public static let inlineGap = 8.0
    /// Cap height of the date font as a fraction of its size.
    static let capHeight = InlineLine.capHeight

    /// The date's font: Inter Display SemiBold writes "Sunday, November 13" and "Wednesday, May 15"
    /// at 100 % of the widths iOS's SF semibold gives them (210.7 and 191.5 pt at 22 pt; DejaVu
    /// Sans 114–115 %); DejaVu Sans when Inter is missing.
    public static let fontPatterns = ["Inter Display:semibold", "DejaVu Sans"]

    private let faces = LazyFontFace(preferring: Self.fontPatterns)
    /// Writes the line's text, emoji included.
    private let writer = TextRasterizing()

    public init() {}

    /// "Monday, June 8" ("Sun Apr 5" on iOS 26); with an inline widget the system shortens it to
    /// "Mon 8". In the locale's words and order: "Montag, 8. Juni".
    public static func text(for date: Date, timeZone: TimeZone, locale: PreviewLocale = .unitedStatesEnglish, shortened: Bool,
                            style: DateLineStyle = .full) -> String {
        let wording = DateWording(locale: locale, timeZone: timeZone)
        if shortened { return wording.shortWeekdayAndDay(date) }
        switch style {
        case .full: return wording.weekdayAndDay(date)
        case .abbreviated: return wording.abbreviatedWeekdayMonthDay(date)
        }
    }

    /// True when the date's capitals would be at least `TextRasterizing.minimumCapHeightPixels` tall.
    public func drawsAsPixels(pointsPerPixel: Double) -> Bool {
        LockScreenGeometry.dateFontSize * Self.capHeight / pointsPerPixel >= TextRasterizing.minimumCapHeightPixels && faces.face != nil
    }

    /// Draws the line centred on `centreX` (points; the screen's middle on an iPhone) at the
    /// device's date baseline. Returns the
    /// characters to place when the line is too small for pixels (and `alwaysPixels` is false)
    /// or no font was found.
    /// The inline widget's content is cut to `inlineWidth` points (its slot) as iOS cuts it.
    /// In a right-to-left locale the date's words run right to left (`BidiText`) and the
    /// inline widget's content comes first from the right, to the left of the date.
    public func draw(date logical: String, inline: InlineContent?, geometry: LockScreenGeometry, centreX: Double, inlineWidth: Double,
                     pointsPerPixel s: Double, color: PixelColor, emojiTint: PixelColor? = nil, alwaysPixels: Bool = false,
                     rightToLeft: Bool = false, into canvas: inout PixelCanvas) -> [TextPlacement] {
        let date = BidiText.visual(logical, rightToLeft: rightToLeft)
        let baseline = geometry.dateBaseline / s
        guard alwaysPixels || drawsAsPixels(pointsPerPixel: s), let face = faces.face else {
            return [characters(date: date, inline: inline, screenWidth: 2 * centreX / s, inlineColumns: inlineWidth / s,
                               centerY: baseline - LockScreenGeometry.dateFontSize * Self.capHeight / 2 / s, color: color,
                               rightToLeft: rightToLeft)]
        }
        let size = max(1, Int((LockScreenGeometry.dateFontSize / s).rounded()))
        let dateWidth = writer.width(of: date, face: face, size: size)
        let line = inline.map { InlineLine($0, within: inlineWidth / s, face: face, size: size, writer: writer) }
        let gap = line.map { $0.pieces.isEmpty ? 0 : Self.inlineGap / s } ?? 0
        let x = centreX / s - (dateWidth + gap + (line?.width ?? 0)) / 2
        let dateX = rightToLeft ? x + (line?.width ?? 0) + gap : x
        write(date, at: dateX, baseline: baseline, size: size, color: color, emojiTint: emojiTint, into: &canvas)
        line?.draw(at: rightToLeft ? x : x + dateWidth + gap, baseline: baseline, color: color, emojiTint: emojiTint, into: &canvas)
        return []
    }

    /// Text from the date font, emoji from the emoji font (in their colours, or with
    /// `emojiTint` as their luminance in that colour).
    func write(_ text: String, at x: Double, baseline: Double, size: Int, color: PixelColor, emojiTint: PixelColor?,
               into canvas: inout PixelCanvas) {
        guard let face = faces.face else { return }
        _ = writer.write(text, face: face, size: size, x: x, baseline: baseline, color: color, emojiTint: emojiTint, smoothEdges: true,
                         into: &canvas)
    }

    /// The line as one row of characters, centred on `screenWidth` (twice the line's centre).
    /// The widget's content is cut to `inlineColumns`, the slot's width in columns, as the pixel line is.
    func characters(date: String, inline: InlineContent?, screenWidth: Double, inlineColumns: Double, centerY: Double,
                    color: PixelColor, rightToLeft: Bool = false) -> TextPlacement {
        var runs = [TextPlacement.Run(text: date, color: color, bold: false)]
        let pieces = inline.map { InlineLine.characterRuns(of: $0, columns: inlineColumns, color: color) } ?? []
        if !pieces.isEmpty {
            let gap = [TextPlacement.Run(text: "  ", color: color, bold: false)]
            runs = rightToLeft ? pieces + gap + runs : runs + gap + pieces
        }
        return TextPlacement(runs: runs, minX: 0, maxX: screenWidth, centerY: centerY, anchor: .center)
    }
}
