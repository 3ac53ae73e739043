import Foundation

extension StandardLibrary {
    /// `number.formatted()` and `number.formatted(style)` with `.number`, `.percent` and
    /// `.currency(code:)` and their modifiers.
    func formatNumber(_ value: Value, style: Value?) throws -> String {
        var options = NumberFormatOptions()
        if case .int = value { options.percentMultiplies = false }
        guard let style else { return options.format(value, locale: locale) }
        guard case .symbol(let symbol) = style else {
            throw EvaluationError("formatted(_:) of a number expects a style such as .number or .percent, not \(Arguments.describe(style))")
        }
        switch symbol.name {
        case "number": options.kind = .number
        case "percent": options.kind = .percent
        case "currency":
            guard let code = symbol.argument("code") else { throw EvaluationError("formatted(.currency(code:)) needs a currency code") }
            options.kind = .currency(code: try Arguments.string(code, in: "currency(code:)"))
        default:
            throw EvaluationError("formatted(.\(symbol.name)) is not a number format style; use .number, .percent or .currency(code:)")
        }
        var chosen = locale
        for modifier in symbol.chain {
            if modifier.name == "locale" { chosen = previewLocale(modifier.arguments?.first?.value) }
            try apply(modifier, to: &options)
        }
        return options.format(value, locale: chosen)
    }

    private func apply(_ modifier: Symbol, to options: inout NumberFormatOptions) throws {
        let argument = modifier.arguments?.first?.value ?? .void
        switch modifier.name {
        case "precision":
            try applyPrecision(argument, to: &options)
        case "notation":
            switch Arguments.caseName(argument) {
            case "compactName": options.notation = .compactName
            case "scientific": options.notation = .scientific
            case "automatic": options.notation = .automatic
            default: throw EvaluationError(".notation(_:) expects .automatic, .compactName or .scientific")
            }
        case "grouping":
            options.grouping = Arguments.caseName(argument) != "never"
        case "sign":
            let strategy = modifier.argument("strategy") ?? argument
            guard case .symbol(let s) = strategy else { throw EvaluationError(".sign(strategy:) expects .automatic, .never or .always()") }
            switch s.name {
            case "always":
                options.alwaysShowsSign = true
                if case .bool(let includingZero)? = s.argument("includingZero") { options.showsSignOfZero = includingZero }
            case "never": options.neverShowsSign = true
            default: break
            }
        case "rounded":
            if let rule = modifier.argument("rule") {
                options.roundingRule = try StandardLibrary.roundingRule(rule)
            }
            if let increment = modifier.argument("increment") {
                options.roundingIncrement = try Arguments.double(increment, in: ".rounded(rule:increment:)")
            }
        case "scale":
            options.scale = try Arguments.double(argument, in: ".scale(_:)")
        case "locale", "decimalSeparator", "presentation":
            break
        default:
            throw EvaluationError("the number format style has no modifier .\(modifier.name)")
        }
    }

    private func applyPrecision(_ precision: Value, to options: inout NumberFormatOptions) throws {
        guard case .symbol(let s) = precision else { throw EvaluationError(".precision(_:) expects .fractionLength(_:) or .significantDigits(_:)") }
        let argument = s.arguments?.first?.value ?? .void
        switch s.name {
        case "fractionLength":
            let (low, high) = try StandardLibrary.lengthLimits(argument, in: ".fractionLength(_:)")
            options.minimumFractionDigits = low
            options.maximumFractionDigits = high ?? 15
        case "significantDigits":
            let (low, high) = try StandardLibrary.lengthLimits(argument, in: ".significantDigits(_:)")
            options.minimumSignificantDigits = max(1, low)
            options.maximumSignificantDigits = high ?? 17
        case "integerLength":
            let (low, _) = try StandardLibrary.lengthLimits(argument, in: ".integerLength(_:)")
            options.minimumIntegerDigits = low
        case "integerAndFractionLength":
            if let integer = s.argument("integer") {
                options.minimumIntegerDigits = try Arguments.int(integer, in: ".integerAndFractionLength")
            }
            if let fraction = s.argument("fraction") {
                let digits = try Arguments.int(fraction, in: ".integerAndFractionLength")
                options.minimumFractionDigits = digits
                options.maximumFractionDigits = digits
            }
        default:
            throw EvaluationError(".precision(.\(s.name)) is not a precision; use .fractionLength(_:) or .significantDigits(_:)")
        }
    }

    /// An exact length `2` or a range `0...2`, `1...`, `...3`: the lowest and highest (nil: no limit).
    static func lengthLimits(_ value: Value, in call: String) throws -> (Int, Int?) {
        switch value {
        case .range(let lower, let upper, let closed):
            let low = try lower.map { try Arguments.int($0, in: call) } ?? 0
            let high = try upper.map { try Arguments.int($0, in: call) - (closed ? 0 : 1) }
            if let high, high < low { throw EvaluationError("\(call): the range \(value.description) is empty") }
            return (low, high)
        default:
            let length = try Arguments.int(value, in: call)
            guard length >= 0 else { throw EvaluationError("\(call): a length cannot be negative (\(length))") }
            return (length, length)
        }
    }

    /// `.up`, `.down`, `.toNearestOrEven`, `.toNearestOrAwayFromZero`, `.towardZero`, `.awayFromZero`.
    static func roundingRule(_ value: Value) throws -> FloatingPointRoundingRule {
        switch Arguments.caseName(value) {
        case "up": return .up
        case "down": return .down
        case "toNearestOrEven": return .toNearestOrEven
        case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
        case "towardZero": return .towardZero
        case "awayFromZero": return .awayFromZero
        default:
            throw EvaluationError("\(value.description) is not a rounding rule; use .up, .down, .toNearestOrEven, "
                + ".toNearestOrAwayFromZero, .towardZero or .awayFromZero")
        }
    }
}
