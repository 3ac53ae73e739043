import Foundation

/// NumberFormatter as a shared instance: `numberStyle` (.none, .decimal, .percent, .currency,
/// .ordinal, .spellOut, .scientific), fraction, integer and significant digits, grouping,
/// `currencyCode`, `roundingMode`, `multiplier`. A setting not assigned reads as the style's default.
extension StandardLibrary {
    func numberFormatterValue() -> Value {
        .instance(Instance(typeName: "NumberFormatter", fields: [
            "numberStyle": .symbol(Symbol(name: "none")), "locale": localeValue(locale.identifier),
        ], isReference: true))
    }

    private func style(of formatter: Instance) -> String {
        formatter.fields["numberStyle"].flatMap(Arguments.caseName) ?? "none"
    }

    /// The default of a setting for the formatter's style, as NumberFormatter reports it.
    func numberFormatterDefault(_ name: String, of formatter: Instance) -> Value? {
        let style = style(of: formatter)
        switch name {
        case "maximumFractionDigits":
            return .int(["decimal": 3, "currency": 2, "scientific": 6][style] ?? 0)
        case "minimumFractionDigits":
            return .int(style == "currency" ? 2 : 0)
        case "minimumIntegerDigits": return .int(style == "none" ? 0 : 1)
        case "usesGroupingSeparator": return .bool(["decimal", "percent", "currency"].contains(style))
        case "currencyCode": return .string("USD")
        case "currencySymbol":
            return .string(NumberFormatOptions.currencySymbol(formatter.fields["currencyCode"]?.description ?? "USD", locale: previewLocale(formatter.fields["locale"])))
        case "maximumSignificantDigits": return .int(6)
        case "minimumSignificantDigits": return .int(1)
        case "usesSignificantDigits": return .bool(false)
        case "multiplier": return style == "percent" ? .int(100) : .null
        case "roundingMode": return .symbol(Symbol(name: "halfEven"))
        case "decimalSeparator": return .string(previewLocale(formatter.fields["locale"]).locale.decimalSeparator ?? ".")
        case "groupingSeparator": return .string(previewLocale(formatter.fields["locale"]).locale.groupingSeparator ?? ",")
        case "percentSymbol": return .string("%")
        default: return nil
        }
    }

    private func setting(_ name: String, of formatter: Instance) throws -> Value {
        if let value = formatter.fields[name], !value.isNull { return value }
        return numberFormatterDefault(name, of: formatter) ?? .null
    }

    func numberFormatterString(_ formatter: Instance, _ number: Value) throws -> String? {
        guard number.number != nil else { return nil }
        let style = style(of: formatter)
        let call = "NumberFormatter.string(from:)"
        let maximumFraction = try Arguments.int(try setting("maximumFractionDigits", of: formatter), in: call)
        let minimumFraction = try Arguments.int(try setting("minimumFractionDigits", of: formatter), in: call)
        var options = NumberFormatOptions()
        // As NSNumberFormatter keeps them: a maximum set below the style's minimum (a currency's
        // two digits) lowers the minimum ("$51,230" with `maximumFractionDigits = 0`); a minimum
        // set above the maximum raises the maximum.
        let setsMaximum = formatter.fields["maximumFractionDigits"].map { !$0.isNull } ?? false
        let setsMinimum = formatter.fields["minimumFractionDigits"].map { !$0.isNull } ?? false
        if setsMaximum, !setsMinimum {
            options.maximumFractionDigits = maximumFraction
            options.minimumFractionDigits = min(minimumFraction, maximumFraction)
        } else {
            options.maximumFractionDigits = max(maximumFraction, minimumFraction)
            options.minimumFractionDigits = minimumFraction
        }
        options.minimumIntegerDigits = max(1, try Arguments.int(try setting("minimumIntegerDigits", of: formatter), in: call))
        options.grouping = try Arguments.bool(try setting("usesGroupingSeparator", of: formatter), in: call)
        if case .bool(true)? = formatter.fields["usesSignificantDigits"] {
            options.maximumSignificantDigits = try Arguments.int(try setting("maximumSignificantDigits", of: formatter), in: call)
            options.minimumSignificantDigits = try Arguments.int(try setting("minimumSignificantDigits", of: formatter), in: call)
        }
        if let multiplier = formatter.fields["multiplier"], let factor = multiplier.number { options.scale = factor }
        options.roundingRule = [
            "floor": .down, "ceiling": .up, "down": .towardZero, "up": .awayFromZero, "halfUp": .toNearestOrAwayFromZero,
        ][formatter.fields["roundingMode"].flatMap(Arguments.caseName) ?? ""] ?? .toNearestOrEven
        switch style {
        case "percent":
            options.kind = .percent
            if formatter.fields["multiplier"]?.number != nil { options.percentMultiplies = false }
        case "currency", "currencyISOCode", "currencyAccounting", "currencyPlural":
            options.kind = .currency(code: try setting("currencyCode", of: formatter).description)
        case "scientific":
            options.notation = .scientific
            options.grouping = false
        case "ordinal":
            return StandardLibrary.ordinal(Int(exactly: (number.number ?? 0).rounded()) ?? 0)
        case "spellOut":
            let speller = NumberFormatter()
            speller.locale = previewLocale(formatter.fields["locale"]).locale
            speller.numberStyle = .spellOut
            return speller.string(from: NSNumber(value: number.number ?? 0))
        default:
            break
        }
        return options.format(number, locale: previewLocale(formatter.fields["locale"]))
    }

    /// `.init(value: x)` where an `NSNumber` is expected (`formatter.string(from: .init(value: price))`)
    /// is `NSNumber(value: x)`, which is the number itself here.
    static func impliedNumber(_ value: Value) -> Value {
        guard case .symbol(let symbol) = value, symbol.name == "init", symbol.chain.isEmpty, let arguments = symbol.arguments,
              arguments.count == 1, arguments[0].label == "value" else { return value }
        return arguments[0].value
    }

    /// "1st", "2nd", "3rd", "11th", "22nd".
    static func ordinal(_ n: Int) -> String {
        let lastTwo = abs(n) % 100, last = abs(n) % 10
        let suffix = (11...13).contains(lastTwo) ? "th" : (last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th")
        return "\(n)\(suffix)"
    }

    func numberFormatterMethod(_ name: String, of formatter: Instance, _ arguments: Arguments) throws -> Value? {
        switch name {
        case "string" where arguments.match("from"):
            guard let text = try numberFormatterString(formatter, Self.impliedNumber(arguments[0])) else {
                throw arguments.fail("expects a number, not \(Arguments.describe(arguments[0]))")
            }
            return .string(text)
        case "string" where arguments.match("for"):
            return try numberFormatterString(formatter, Self.impliedNumber(arguments[0])).map(Value.string) ?? .null
        case "number" where arguments.match("from"):
            var text = try arguments.string(0).trimmingCharacters(in: .whitespaces)
            for symbol in [",", "%", "$", "€", "£", "¥"] { text = text.replacingOccurrences(of: symbol, with: "") }
            if let i = Int(text) { return .int(i) }
            guard let d = Double(text) else { return .null }
            return .double(style(of: formatter) == "percent" && arguments[0].description.contains("%") ? d / 100 : d)
        default:
            return nil
        }
    }
}
