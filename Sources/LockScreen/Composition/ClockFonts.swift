import Foundation
import Typography
import ViewTree

/// The free fonts that stand in for each clock typeface (docs/lockscreen.md, "Clock styles"), by
/// OpenType weight, and the face a weight-slider position picks. Each face is found through
/// fontconfig the first time it is drawn with and kept.
final class ClockFonts: @unchecked Sendable {
    /// One static face of a stand-in family: its OpenType weight (100 thin … 900 black) and the
    /// fontconfig pattern that finds it.
    struct Face {
        var weight: Int
        var pattern: String
    }

    /// The faces of `typeface`, thinnest first. SF Pro: Inter's nine weights (Debian's
    /// fonts-inter; stems 2.2 to 18.3 pt at 70 pt digits, 12.3 for SemiBold as iOS's default).
    /// SF Pro Rounded: Quicksand's four (fonts-quicksand; round stroke ends). New York: Noto Serif
    /// Display's two (fonts-noto-core; a high-contrast display serif, lining figures).
    static func faces(of typeface: ClockTypeface) -> [Face] {
        switch typeface {
        case .standard:
            zip([100, 200, 300, 400, 500, 600, 700, 800, 900],
                ["thin", "extralight", "light", "regular", "medium", "semibold", "bold", "extrabold", "black"])
                .map { Face(weight: $0, pattern: "Inter:\($1)") }
        case .rounded:
            [Face(weight: 300, pattern: "Quicksand Light"), Face(weight: 400, pattern: "Quicksand:regular"),
             Face(weight: 500, pattern: "Quicksand Medium"), Face(weight: 700, pattern: "Quicksand:bold")]
        case .serif:
            [Face(weight: 400, pattern: "Noto Serif Display:regular"), Face(weight: 700, pattern: "Noto Serif Display:bold")]
        }
    }

    /// The weight iOS shows a typeface in before the slider is moved: SF Pro semibold (measured,
    /// `ClockFace.fontPatterns`); SF Pro Rounded bold and New York regular (chosen: how iOS 16's
    /// sheet shows them).
    static func defaultWeight(of typeface: ClockTypeface) -> Int {
        switch typeface {
        case .standard: 600
        case .rounded: 700
        case .serif: 400
        }
    }

    /// When a stand-in is not installed: DejaVu, Debian's default, in the nearest of its weights.
    static func fallback(of typeface: ClockTypeface, weight: Int) -> String {
        let family = typeface == .serif ? "DejaVu Serif" : "DejaVu Sans"
        return weight >= 600 ? family + ":bold" : family
    }

    /// The face's weight for a slider position from 0 (the typeface's thinnest) to 1 (its
    /// heaviest), as the nearest face it has; nil: the typeface's default.
    static func weight(of typeface: ClockTypeface, slider: Double?) -> Int {
        let faces = faces(of: typeface)
        guard let slider, let lightest = faces.first?.weight, let heaviest = faces.last?.weight else {
            return defaultWeight(of: typeface)
        }
        let wanted = Double(lightest) + min(1, max(0, slider)) * Double(heaviest - lightest)
        return faces.min { abs(Double($0.weight) - wanted) < abs(Double($1.weight) - wanted) }?.weight ?? defaultWeight(of: typeface)
    }

    /// The faces that write `numerals`' digits where the typeface's stand-in has none: Noto Sans
    /// Arabic and Noto Sans Devanagari (fonts-noto-core), regular and bold; nil for Western digits.
    static func numeralFaces(_ numerals: ClockNumerals) -> [Face]? {
        switch numerals {
        case .western: nil
        case .arabicIndic: [Face(weight: 400, pattern: "Noto Sans Arabic:regular"), Face(weight: 700, pattern: "Noto Sans Arabic:bold")]
        case .devanagari: [Face(weight: 400, pattern: "Noto Sans Devanagari:regular"), Face(weight: 700, pattern: "Noto Sans Devanagari:bold")]
        }
    }

    /// The face for `numerals`' digits nearest in weight to the typeface's at `slider`; nil for
    /// Western digits, or when the font is not installed.
    func numeralFace(_ numerals: ClockNumerals, typeface: ClockTypeface, slider: Double?) -> FontFace? {
        guard let faces = Self.numeralFaces(numerals) else { return nil }
        let weight = Self.weight(of: typeface, slider: slider)
        guard let nearest = faces.min(by: { abs($0.weight - weight) < abs($1.weight - weight) }) else { return nil }
        return face(pattern: nearest.pattern, fallback: nil)
    }

    private let lock = NSLock()
    private var found: [String: LazyFontFace] = [:]

    /// The face to draw `typeface` at `slider` with; nil when neither it nor DejaVu is installed.
    func face(_ typeface: ClockTypeface, slider: Double?) -> FontFace? {
        let weight = Self.weight(of: typeface, slider: slider)
        let pattern = Self.faces(of: typeface).first { $0.weight == weight }?.pattern ?? Self.faces(of: .standard)[5].pattern
        return face(pattern: pattern, fallback: Self.fallback(of: typeface, weight: weight))
    }

    private func face(pattern: String, fallback: String?) -> FontFace? {
        lock.lock()
        let lazy = found[pattern] ?? LazyFontFace(preferring: [pattern] + (fallback.map { [$0] } ?? []))
        found[pattern] = lazy
        lock.unlock()
        return lazy.face
    }
}
