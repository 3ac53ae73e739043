import Typography
import ViewTree

/// Font metrics for measuring text without the real fonts: advance widths from `CharacterWidths`,
/// a width factor per weight, and SF Pro's vertical metrics; an app's own font measures with its
/// file's advances, ascender and descender.
public enum TextMetrics {
    /// SF Pro's ascender, in em: the first baseline sits this far below a line's top.
    public static let ascent = 0.95
    /// SF Pro's descender, in em.
    public static let descent = 0.24
    /// Line height in em: ascender plus descender.
    public static let lineHeightFactor = ascent + descent
    /// Height of capitals and digits, in em.
    public static let capHeight = 0.7
    /// The advance of every character of the monospaced design (SF Mono), in em.
    public static let monospacedWidth = 0.6
    /// Added to advances per weight step away from regular: bold (three steps) is 6 % wider.
    public static let widthPerWeightStep = 0.02
    /// What tail truncation ends a line with.
    public static let ellipsis: Character = "…"

    /// How much wider than regular a weight sets: 0.94 for ultraLight … 1.06 for bold … 1.10 for black.
    public static func weightFactor(_ weight: FontWeight) -> Double {
        let steps = FontWeight.allCases.firstIndex(of: weight).map { $0 - regularIndex } ?? 0
        return 1 + Double(steps) * widthPerWeightStep
    }

    static let regularIndex = FontWeight.allCases.firstIndex(of: .regular) ?? 3

    /// The advance width of one character in points: an app's own font (`.custom`) measures
    /// with its file's advances.
    public static func advance(of character: Character, in font: ResolvedFont) -> Double {
        if let name = font.customName, let face = ApplicationFonts.face(named: name),
           let scalar = character.unicodeScalars.first, let em = face.advance(scalar) {
            return em * font.size
        }
        if font.design == .monospaced {
            let em = CharacterWidths.isWide(character) ? CharacterWidths.wideWidth : monospacedWidth
            return em * font.size
        }
        let em = font.monospacedDigit && CharacterWidths.isDigit(character)
            ? CharacterWidths.widestDigit
            : CharacterWidths.em(character)
        return em * font.size * weightFactor(font.weight)
    }

    /// The width of a string set on one line, in points.
    public static func width(of text: String, in font: ResolvedFont) -> Double {
        text.reduce(0) { $0 + advance(of: $1, in: font) }
    }

    public static func lineHeight(of font: ResolvedFont) -> Double {
        guard let custom = customMetrics(of: font) else { return lineHeightFactor * font.size }
        return (custom.ascent + custom.descent) * font.size
    }

    /// The distance from a line's top to its baseline.
    public static func ascent(of font: ResolvedFont) -> Double { (customMetrics(of: font)?.ascent ?? ascent) * font.size }

    /// An app's own font's ascender and descender in em, when the text is set in one.
    static func customMetrics(of font: ResolvedFont) -> (ascent: Double, descent: Double)? {
        font.customName.flatMap(ApplicationFonts.face(named:))?.verticalMetrics
    }
}
