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
}
