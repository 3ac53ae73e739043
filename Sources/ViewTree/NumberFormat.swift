import Foundation
import Localization

/// How a number from an entry is shown.
public struct NumberFormat: Sendable, Hashable {
    public enum Style: String, Sendable, CaseIterable, Hashable {
        /// `1234.5` → `1,234.5`
        case number
        /// `0.42` → `42%`
        case percent
        /// `187.4` with code `USD` → `$187.40`
        case currency
    }

    public var style: Style
    /// Digits after the decimal point; nil keeps the style's default.
    public var fractionDigits: Int?
    /// ISO 4217 code for `currency`.
    public var currencyCode: String
    /// Show `+` on positive numbers.
    public var alwaysShowSign: Bool
    /// Separate thousands with commas, as Foundation's formats do; `String(format:)` does not.
    public var groupsThousands: Bool

    public init(style: Style = .number, fractionDigits: Int? = nil, currencyCode: String = "USD", alwaysShowSign: Bool = false,
                groupsThousands: Bool = true) {
        self.style = style
        self.fractionDigits = fractionDigits
        self.currencyCode = currencyCode
        self.alwaysShowSign = alwaysShowSign
        self.groupsThousands = groupsThousands
    }

    /// Formats as Foundation's `.number`, `.percent` and `.currency` styles do in `locale`
    /// ("1,234.5", "42 %" in German, "١٬٢٣٤٫٥" in Egyptian Arabic).
    public func format(_ value: Double, locale: PreviewLocale = .unitedStatesEnglish) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let place = locale.locale
        let grouping: NumberFormatStyleConfiguration.Grouping = groupsThousands ? .automatic : .never
        let sign: NumberFormatStyleConfiguration.SignDisplayStrategy = alwaysShowSign ? .always(includingZero: false) : .automatic
        switch style {
        case .number:
            let digits = fractionDigits.map { $0 ... $0 } ?? 0 ... 3
            return value.formatted(.number.locale(place).grouping(grouping).sign(strategy: sign).precision(.fractionLength(digits)))
        case .percent:
            let digits = fractionDigits ?? 0
            return value.formatted(.percent.locale(place).grouping(grouping).sign(strategy: sign).precision(.fractionLength(digits)))
        case .currency:
            var style = FloatingPointFormatStyle<Double>.Currency(code: currencyCode, locale: place).grouping(grouping)
                .sign(strategy: alwaysShowSign ? .always() : .automatic)
            if let fractionDigits { style = style.precision(.fractionLength(fractionDigits)) }
            return value.formatted(style)
        }
    }

    /// Plain interpolation: integers without a fraction, others with up to 6 significant decimals.
    public static func plain(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        var text = String(value)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
