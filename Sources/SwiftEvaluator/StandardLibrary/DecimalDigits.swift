import Foundation

/// A number as decimal digits, rounded and printed as ICU (Foundation's formatters) does: a Double
/// is taken at its shortest decimal form (`0.125`, `1.005`), rounding is decimal, half-even unless
/// asked otherwise.
struct DecimalDigits {
    var isNegative: Bool
    /// Significant digits without leading or trailing zeros; empty for zero.
    var digits: [UInt8]
    /// The power of ten of the last digit: `digits` × 10^`exponent` is the magnitude.
    var exponent: Int

    private init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        self.isNegative = isNegative
        self.digits = digits
        self.exponent = exponent
    }

    init(_ value: Int) {
        isNegative = value < 0
        digits = Array(String(value.magnitude).utf8).map { $0 - 48 }
        exponent = 0
        normalize()
    }

    /// A finite Double, at the shortest decimal form that reads back as it.
    init(_ value: Double) {
        isNegative = value < 0
        let text = "\(abs(value))"
        let parts = text.split(separator: "e", maxSplits: 1)
        var exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        var digits: [UInt8] = []
        var seenPoint = false
        for byte in parts[0].utf8 {
            if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else {
                digits.append(byte - 48)
                if seenPoint { exponent -= 1 }
            }
        }
        self.digits = digits
        self.exponent = exponent
        normalize()
    }

    /// The number of `value` as digits; nil for NaN and infinities.
    init?(_ value: Value) {
        switch value {
        case .int(let i): self.init(i)
        case .double(let d) where d.isFinite: self.init(d)
        default: return nil
        }
    }

    var isZero: Bool { digits.isEmpty }

    /// How many digits stand before the decimal point (may be zero or negative for 0.0x).
    var integerDigitCount: Int { digits.count + exponent }

    var doubleValue: Double {
        let magnitude = Double(String(digits.map { Character(String($0)) }) + "e\(exponent)") ?? 0
        return isNegative ? -magnitude : magnitude
    }

    private mutating func normalize() {
        while digits.first == 0 { digits.removeFirst() }
        while digits.last == 0 {
            digits.removeLast()
            exponent += 1
        }
        if digits.isEmpty { exponent = 0 }
    }

    /// Multiplied by 10^power (exact).
    func scaled(byPowerOfTen power: Int) -> DecimalDigits {
        var copy = self
        if !copy.isZero { copy.exponent += power }
        return copy
    }

    /// Rounded so that no digit is below 10^`lowestExponent`.
    func rounded(toExponent lowestExponent: Int, rule: FloatingPointRoundingRule = .toNearestOrEven) -> DecimalDigits {
        guard !isZero, exponent < lowestExponent else { return self }
        let keep = digits.count - (lowestExponent - exponent)
        var kept = keep > 0 ? Array(digits[0..<keep]) : []
        let dropped = keep >= 0 ? Array(digits[keep...]) : Array(repeating: 0, count: -keep) + digits
        let firstDropped = dropped.first ?? 0
        let restNonZero = dropped.dropFirst().contains { $0 != 0 }
        let anyDropped = firstDropped != 0 || restNonZero
        let lastKeptIsOdd = (kept.last ?? 0) % 2 == 1
        let awayFromZero: Bool
        switch rule {
        case .toNearestOrEven:
            awayFromZero = firstDropped > 5 || (firstDropped == 5 && (restNonZero || lastKeptIsOdd))
        case .toNearestOrAwayFromZero:
            awayFromZero = firstDropped >= 5
        case .up:
            awayFromZero = anyDropped && !isNegative
        case .down:
            awayFromZero = anyDropped && isNegative
        case .towardZero:
            awayFromZero = false
        case .awayFromZero:
            awayFromZero = anyDropped
        @unknown default:
            awayFromZero = firstDropped >= 5
        }
        if awayFromZero {
            var index = kept.count - 1
            while index >= 0 {
                if kept[index] == 9 {
                    kept[index] = 0
                    index -= 1
                } else {
                    kept[index] += 1
                    break
                }
            }
            if index < 0 { kept.insert(1, at: 0) }
        }
        var result = DecimalDigits(isNegative: isNegative, digits: kept, exponent: lowestExponent)
        result.normalize()
        return result
    }

    /// Rounded to at most `count` significant digits.
    func rounded(toSignificantDigits count: Int, rule: FloatingPointRoundingRule = .toNearestOrEven) -> DecimalDigits {
        guard !isZero, digits.count > count else { return self }
        return rounded(toExponent: integerDigitCount - count, rule: rule)
    }

    /// The digits as text: integer part grouped by thousands when `grouping`, padded to
    /// `minimumIntegerDigits`, and at least `minimumFractionDigits` after the point.
    func text(minimumFractionDigits: Int = 0, minimumIntegerDigits: Int = 1, grouping: Bool) -> String {
        var integerPart = ""
        var fractionPart = ""
        let integerCount = integerDigitCount
        for (offset, digit) in digits.enumerated() {
            let character = Character(String(digit))
            if offset < integerCount { integerPart.append(character) } else { fractionPart.append(character) }
        }
        if integerCount > digits.count { integerPart += String(repeating: "0", count: integerCount - digits.count) }
        if integerCount < 0 { fractionPart = String(repeating: "0", count: -integerCount) + fractionPart }
        if integerPart.count < minimumIntegerDigits {
            integerPart = String(repeating: "0", count: minimumIntegerDigits - integerPart.count) + integerPart
        }
        if fractionPart.count < minimumFractionDigits {
            fractionPart += String(repeating: "0", count: minimumFractionDigits - fractionPart.count)
        }
        if grouping { integerPart = DecimalDigits.grouped(integerPart) }
        return fractionPart.isEmpty ? integerPart : integerPart + "." + fractionPart
    }

    /// Commas between groups of three digits: "1234567" → "1,234,567".
    static func grouped(_ integerDigits: String) -> String {
        var result = ""
        for (offset, character) in integerDigits.enumerated() {
            if offset > 0, (integerDigits.count - offset) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }
}
