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

    static let currencySymbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "¥", "INR": "₹", "KRW": "₩",
        "CHF": "CHF ", "CAD": "CA$", "AUD": "A$", "BTC": "₿",
    ]

    /// Formats like Foundation's `.number`, `.percent` and `.currency` in the en_US locale.
    public func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let sign = value < 0 ? "-" : (alwaysShowSign && value > 0 ? "+" : "")
        let magnitude = abs(value)
        switch style {
        case .number:
            return sign + NumberFormat.grouped(magnitude, fractionDigits: fractionDigits, separated: groupsThousands)
        case .percent:
            return sign + NumberFormat.grouped(magnitude * 100, fractionDigits: fractionDigits ?? 0, separated: groupsThousands) + "%"
        case .currency:
            let symbol = NumberFormat.currencySymbols[currencyCode] ?? currencyCode + " "
            let digits = fractionDigits ?? (currencyCode == "JPY" || currencyCode == "KRW" ? 0 : 2)
            return sign + symbol + NumberFormat.grouped(magnitude, fractionDigits: digits, separated: groupsThousands)
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

    /// Groups thousands with commas when `separated`; `fractionDigits` nil shows up to three decimals, trimmed.
    static func grouped(_ magnitude: Double, fractionDigits: Int?, separated: Bool = true) -> String {
        let digits = fractionDigits ?? 3
        let scale = pow10(digits)
        let scaled = (magnitude * scale).rounded()
        guard scaled < 9e18 else { return String(magnitude) }
        let units = Int64(scaled)
        let whole = units / Int64(scale)
        var fraction = units % Int64(scale)
        var fractionText = ""
        if digits > 0 {
            var chars: [Character] = []
            for _ in 0..<digits {
                chars.insert(Character(String(fraction % 10)), at: 0)
                fraction /= 10
            }
            fractionText = String(chars)
            if fractionDigits == nil {
                while fractionText.hasSuffix("0") { fractionText.removeLast() }
            }
        }
        var wholeText = String(whole)
        var index = separated ? wholeText.count - 3 : 0
        while index > 0 {
            wholeText.insert(",", at: wholeText.index(wholeText.startIndex, offsetBy: index))
            index -= 3
        }
        return fractionText.isEmpty ? wholeText : wholeText + "." + fractionText
    }

    private static func pow10(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= 10 }
        return result
    }
}
