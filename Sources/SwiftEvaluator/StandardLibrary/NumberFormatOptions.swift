import Foundation
import Localization

/// How a number is written by Foundation's number format styles (`.number`, `.percent`,
/// `.currency(code:)` with `.precision`, `.notation`, `.grouping`, `.sign`, `.rounded`, `.scale`)
/// and by `NumberFormatter`: the options collected from the code, written by Foundation itself.
struct NumberFormatOptions {
    enum Kind { case number, percent, currency(code: String) }
    enum Notation { case automatic, compactName, scientific }

    var kind: Kind = .number
    var minimumFractionDigits = 0
    /// Nil: the style's default (six for numbers and percents, the currency's digits for currencies).
    var maximumFractionDigits: Int?
    var minimumSignificantDigits: Int?
    var maximumSignificantDigits: Int?
    var minimumIntegerDigits = 1
    var grouping = true
    var notation: Notation = .automatic
    var alwaysShowsSign = false
    var showsSignOfZero = false
    var neverShowsSign = false
    var roundingRule: FloatingPointRoundingRule = .toNearestOrEven
    var roundingIncrement: Double?
    var scale: Double = 1
    /// Whether a percent multiplies by 100 (floating-point values do; integers are already percents).
    var percentMultiplies = true

    /// The currency's symbol in `locale` ("$" for USD in English, "US$" in German).
    static func currencySymbol(_ code: String, locale: PreviewLocale) -> String {
        let written = (0).formatted(.currency(code: code).locale(locale.locale).precision(.fractionLength(0)))
        return written.filter { !$0.isNumber && !$0.isWhitespace && $0 != "\u{200F}" && $0 != "\u{061C}" }
    }

    /// The number as Foundation's format styles write it in `locale` (the preview's unless the
    /// code sets one); NaN and infinities as ICU writes them.
    func format(_ value: Value, locale: PreviewLocale = .unitedStatesEnglish) -> String {
        guard var number = value.number else { return value.description }
        guard number.isFinite else { return number.isNaN ? "NaN" : (number < 0 ? "-∞" : "∞") }
        number *= scale
        if case .percent = kind, !percentMultiplies { number /= 100 }
        if let increment = roundingIncrement, increment > 0 {
            number = (number / increment).rounded(roundingRule) * increment
        }
        var configuration = Configuration(options: self)
        if case .int(let whole) = value, scale == 1, roundingIncrement == nil, kind.isNumber {
            return whole.formatted(configuration.integerStyle(locale.locale))
        }
        configuration.value = number
        switch kind {
        case .number: return number.formatted(configuration.numberStyle(locale.locale))
        case .percent: return number.formatted(configuration.percentStyle(locale.locale))
        case .currency(let code): return number.formatted(configuration.currencyStyle(code: code, locale.locale))
        }
    }

    /// The options as Foundation's format style modifiers.
    private struct Configuration {
        let options: NumberFormatOptions
        var value = 0.0

        var precision: NumberFormatStyleConfiguration.Precision? {
            if let low = options.minimumSignificantDigits ?? options.maximumSignificantDigits.map({ _ in 1 }) {
                return .significantDigits(low ... max(low, options.maximumSignificantDigits ?? 17))
            }
            if options.minimumIntegerDigits > 1 || options.maximumFractionDigits != nil || options.minimumFractionDigits > 0 {
                let high = max(options.minimumFractionDigits, options.maximumFractionDigits ?? 6)
                return .integerAndFractionLength(integerLimits: options.minimumIntegerDigits..., fractionLimits: options.minimumFractionDigits ... high)
            }
            return nil
        }

        var grouping: NumberFormatStyleConfiguration.Grouping { options.grouping ? .automatic : .never }

        var notation: NumberFormatStyleConfiguration.Notation {
            switch options.notation {
            case .automatic: .automatic
            case .compactName: .compactName
            case .scientific: .scientific
            }
        }

        var sign: NumberFormatStyleConfiguration.SignDisplayStrategy {
            if options.neverShowsSign { return .never }
            return options.alwaysShowsSign ? .always(includingZero: options.showsSignOfZero) : .automatic
        }

        var rounding: FloatingPointRoundingRule { options.roundingRule }

        func numberStyle(_ locale: Locale) -> FloatingPointFormatStyle<Double> {
            var style = FloatingPointFormatStyle<Double>(locale: locale).grouping(grouping).notation(notation).sign(strategy: sign)
                .rounded(rule: rounding)
            if let precision { style = style.precision(precision) }
            return style
        }

        func integerStyle(_ locale: Locale) -> IntegerFormatStyle<Int> {
            var style = IntegerFormatStyle<Int>(locale: locale).grouping(grouping).notation(notation).sign(strategy: sign)
            if let precision { style = style.precision(precision) }
            return style
        }

        func percentStyle(_ locale: Locale) -> FloatingPointFormatStyle<Double>.Percent {
            var style = FloatingPointFormatStyle<Double>.Percent(locale: locale).grouping(grouping).notation(notation).sign(strategy: sign)
                .rounded(rule: rounding)
            if let precision { style = style.precision(precision) }
            return style
        }

        func currencyStyle(code: String, _ locale: Locale) -> FloatingPointFormatStyle<Double>.Currency {
            let currencySign: CurrencyFormatStyleConfiguration.SignDisplayStrategy = options.neverShowsSign ? .never
                : options.alwaysShowsSign ? .always(showZero: options.showsSignOfZero) : .automatic
            var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale).grouping(grouping).notation(notation)
                .sign(strategy: currencySign).rounded(rule: rounding)
            if let precision { style = style.precision(precision) }
            return style
        }
    }
}

extension NumberFormatOptions.Kind {
    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}
