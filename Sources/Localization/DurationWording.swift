import Foundation

/// Spans of time in a locale's words and digits, through Foundation's duration styles:
/// "2 Stunden und 23 Minuten", "٢:٣٢".
public struct DurationWording: Sendable {
    public let locale: PreviewLocale

    public init(locale: PreviewLocale) {
        self.locale = locale
    }

    /// `seconds` in its largest `units` units, the rest left out: days, hours, minutes, seconds.
    public func span(seconds: Double, units: Int) -> String {
        let whole = Int64(min(max(seconds, 0), 1e12).rounded(.down))
        let style = Duration.UnitsFormatStyle(allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide,
                                              maximumUnitCount: units, fractionalPart: .hide(rounded: .down)).locale(locale.locale)
        return Duration.seconds(whole).formatted(style)
    }

    /// `text` with its digits 0–9 written in the locale's own digits (the Arabic-Indic ones in
    /// `ar_EG`); the text as it is where the locale writes 0–9.
    public func digits(_ text: String) -> String {
        let zero = (0).formatted(.number.locale(locale.locale))
        guard let scalar = zero.unicodeScalars.first, zero.unicodeScalars.count == 1, scalar != "0" else { return text }
        var written = String.UnicodeScalarView()
        for character in text.unicodeScalars {
            if ("0"..."9").contains(character), let digit = Unicode.Scalar(scalar.value + character.value - 0x30) {
                written.append(digit)
            } else {
                written.append(character)
            }
        }
        return String(written)
    }
}
