import Foundation

/// How a number is written by Foundation's number format styles (`.number`, `.percent`,
/// `.currency(code:)` with `.precision`, `.notation`, `.grouping`, `.sign`, `.rounded`, `.scale`)
/// and by `NumberFormatter`, in the en_US locale.
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

    static let currencySymbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥", "INR": "₹", "KRW": "₩",
        "CAD": "CA$", "AUD": "A$", "MXN": "MX$", "BRL": "R$", "HKD": "HK$", "NZD": "NZ$", "TWD": "NT$",
        "ILS": "₪", "VND": "₫", "PHP": "₱", "BTC": "₿",
    ]
    static let currenciesWithoutFraction: Set<String> = ["JPY", "KRW", "VND", "CLP", "ISK", "UGX", "PYG"]

    /// "$" for USD; an unknown code is written before the number with a space: "CHF 12.00".
    static func currencyPrefix(_ code: String) -> String {
        currencySymbols[code.uppercased()] ?? code.uppercased() + " "
    }

    /// The number as text; NaN and infinities as ICU writes them.
    func format(_ value: Value) -> String {
        if let d = value.number, !d.isFinite {
            return d.isNaN ? "NaN" : (d < 0 ? "-∞" : "∞")
        }
        guard var number = DecimalDigits(value) else { return value.description }
        if scale != 1 { number = DecimalDigits(number.doubleValue * scale) }
        if case .percent = kind, percentMultiplies { number = number.scaled(byPowerOfTen: 2) }
        if let increment = roundingIncrement, increment > 0 {
            let units = (number.doubleValue / increment).rounded(roundingRule)
            number = DecimalDigits(units * increment)
        }
        var suffix = ""
        switch notation {
        case .automatic: number = rounded(number)
        case .compactName: (number, suffix) = compact(number)
        case .scientific: (number, suffix) = scientific(number)
        }
        var text = number.text(minimumFractionDigits: fractionDigitsShown(number), minimumIntegerDigits: minimumIntegerDigits,
                               grouping: grouping && notation != .scientific)
        switch kind {
        case .number: text += suffix
        case .percent: text += suffix + "%"
        case .currency(let code): text = NumberFormatOptions.currencyPrefix(code) + text + suffix
        }
        return sign(of: number) + text
    }

    private func sign(of number: DecimalDigits) -> String {
        if neverShowsSign { return "" }
        if number.isNegative && !number.isZero { return "-" }
        if alwaysShowsSign && (!number.isZero || showsSignOfZero) { return "+" }
        return ""
    }

    private var defaultMaximumFractionDigits: Int {
        if case .currency(let code) = kind {
            return NumberFormatOptions.currenciesWithoutFraction.contains(code.uppercased()) ? 0 : 2
        }
        return 6
    }

    private var defaultMinimumFractionDigits: Int {
        if case .currency = kind, maximumFractionDigits == nil { return defaultMaximumFractionDigits }
        return minimumFractionDigits
    }

    private func rounded(_ number: DecimalDigits) -> DecimalDigits {
        if let significant = maximumSignificantDigits {
            return number.rounded(toSignificantDigits: significant, rule: roundingRule)
        }
        return number.rounded(toExponent: -(maximumFractionDigits ?? defaultMaximumFractionDigits), rule: roundingRule)
    }

    /// Trailing zeros shown: up to the minimum fraction digits, or the minimum significant digits.
    private func fractionDigitsShown(_ number: DecimalDigits) -> Int {
        if let significant = minimumSignificantDigits {
            return max(0, significant - (number.isZero ? 1 : number.integerDigitCount))
        }
        return defaultMinimumFractionDigits
    }

    /// `1234` → `1.2` and "K": thousands, millions, billions, trillions, two significant digits
    /// below 100 of the unit, whole units above.
    private func compact(_ number: DecimalDigits) -> (DecimalDigits, String) {
        let suffixes = ["", "K", "M", "B", "T"]
        var group = max(0, min((number.integerDigitCount - 1) / 3, suffixes.count - 1))
        while true {
            let scaled = number.scaled(byPowerOfTen: -3 * group)
            let result: DecimalDigits
            if maximumSignificantDigits != nil || maximumFractionDigits != nil {
                result = rounded(scaled)
            } else if scaled.integerDigitCount >= 2 {
                result = scaled.rounded(toExponent: 0, rule: roundingRule)
            } else {
                result = scaled.rounded(toSignificantDigits: 2, rule: roundingRule)
            }
            if result.integerDigitCount > 3, group < suffixes.count - 1 {
                group += 1
                continue
            }
            return (result, suffixes[group])
        }
    }

    /// `1234` → `1.234` and "E3".
    private func scientific(_ number: DecimalDigits) -> (DecimalDigits, String) {
        guard !number.isZero else { return (number, "E0") }
        var power = number.integerDigitCount - 1
        var mantissa = rounded(number.scaled(byPowerOfTen: -power))
        if mantissa.integerDigitCount > 1 {
            power += 1
            mantissa = mantissa.scaled(byPowerOfTen: -1)
        }
        return (mantissa, "E\(power)")
    }
}
