import Foundation

/// `String(format:)`: printf conversions `%d %i %u %x %X %o %c %f %e %g %a %s %@ %%` with
/// positions (`%1$@`), flags (`-+ 0#`), widths and precisions (also `*`) and length modifiers
/// (`l`, `ll`, `h`, `q`, `z`…, which change nothing for Swift's 64-bit Int).
///
/// Integers and strings are written here; floating-point conversions go through Foundation with
/// the Double alone. An Int given to a floating-point conversion is taken as a Double (the
/// evaluator may hold a Double as an integer); a Double with a fraction given to `%d` is an error.
struct PrintfFormatter {
    let format: String
    /// `String(format:locale:)`'s locale: numbers are written by Foundation in it, with its
    /// decimal separator, grouping and digits ("99,9" and "1.234" in German, "١٢" in Egyptian
    /// Arabic, as `String.localizedStringWithFormat` writes them); nil writes them as
    /// `String(format:)` does.
    var locale: Locale? = nil

    private struct Specification {
        var position: Int?
        var flags: Set<Character> = []
        var width: Int?
        var widthFromArgument = false
        var precision: Int?
        var precisionFromArgument = false
        var conversion: Character = "d"
    }

    func format(_ arguments: [Value]) throws -> String {
        var result = ""
        var characters = Array(format)[...]
        var nextArgument = 0
        func take(_ position: Int?) throws -> Value {
            let index: Int
            if let position { index = position - 1 } else {
                index = nextArgument
                nextArgument += 1
            }
            guard index >= 0, index < arguments.count else {
                let given = arguments.count == 1 ? "1 argument" : "\(arguments.count) arguments"
                throw EvaluationError("String(format:): \"\(format)\" has more conversions than the \(given) given")
            }
            return arguments[index]
        }
        while let character = characters.popFirst() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            // A lone "%" at the end writes nothing, as Foundation's formatter does
            // (`String(format: "%.0f%", 60.0)` is "60").
            if characters.isEmpty { break }
            var specification = try parse(&characters)
            if specification.conversion == "%" {
                result.append("%")
                continue
            }
            if specification.widthFromArgument {
                let width = try Arguments.int(try take(nil), in: "String(format:) width")
                if width < 0 { specification.flags.insert("-") }
                specification.width = abs(width)
            }
            if specification.precisionFromArgument {
                let precision = try Arguments.int(try take(nil), in: "String(format:) precision")
                specification.precision = precision >= 0 ? precision : nil
            }
            result += try write(try take(specification.position), specification)
        }
        return result
    }

    private func parse(_ characters: inout ArraySlice<Character>) throws -> Specification {
        var specification = Specification()
        func number() -> Int? {
            let digits = characters.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { return nil }
            characters = characters.dropFirst(digits.count)
            return Int(String(digits))
        }
        let start = characters
        if let position = number() {
            if characters.first == "$" {
                characters = characters.dropFirst()
                specification.position = position
            } else {
                characters = start
            }
        }
        while let flag = characters.first, "-+ 0#'".contains(flag) {
            specification.flags.insert(flag)
            characters = characters.dropFirst()
        }
        if characters.first == "*" {
            characters = characters.dropFirst()
            specification.widthFromArgument = true
        } else {
            specification.width = number()
        }
        if characters.first == "." {
            characters = characters.dropFirst()
            if characters.first == "*" {
                characters = characters.dropFirst()
                specification.precisionFromArgument = true
            } else {
                specification.precision = number() ?? 0
            }
        }
        while let modifier = characters.first, "hlqLzjt".contains(modifier) {
            characters = characters.dropFirst()
        }
        guard let conversion = characters.popFirst() else {
            throw EvaluationError("String(format:): \"\(format)\" ends inside a conversion")
        }
        guard "diuoxXcCfFeEgGaAsS@%p".contains(conversion) else {
            throw EvaluationError("String(format:): %\(conversion) in \"\(format)\" is not a conversion")
        }
        specification.conversion = conversion
        return specification
    }

    private func integer(_ value: Value, _ conversion: Character) throws -> Int {
        switch value {
        case .int(let i): return i
        case .bool(let b): return b ? 1 : 0
        case .character(let c) where c.unicodeScalars.count == 1: return Int(c.unicodeScalars.first!.value)
        case .double(let d) where d == d.rounded() && abs(d) < 9.2e18: return Int(d)
        default:
            throw EvaluationError("String(format:): %\(conversion) expects an integer, not \(Arguments.describe(value))")
        }
    }

    private func write(_ value: Value, _ specification: Specification) throws -> String {
        let conversion = specification.conversion
        switch conversion {
        case "d", "i":
            let i = try integer(value, conversion)
            if let locale { return String(format: foundationSpecification(specification, conversion: "lld"), locale: locale, Int64(i)) }
            let sign = i < 0 ? "-" : (specification.flags.contains("+") ? "+" : (specification.flags.contains(" ") ? " " : ""))
            return pad(sign: sign, digits: digits(String(i.magnitude), specification), specification)
        case "u", "x", "X", "o", "p":
            let bits = UInt(bitPattern: try integer(value, conversion))
            let radix = conversion == "u" ? 10 : (conversion == "o" ? 8 : 16)
            let text = String(bits, radix: radix, uppercase: conversion == "X")
            var prefix = ""
            if specification.flags.contains("#") && bits != 0 {
                prefix = conversion == "o" ? "0" : (conversion == "X" ? "0X" : "0x")
            }
            if conversion == "p" { prefix = "0x" }
            return pad(sign: prefix, digits: digits(text, specification), specification)
        case "c", "C":
            let text: String
            if case .character(let c) = value { text = String(c) } else {
                guard let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: try integer(value, conversion))) else {
                    throw EvaluationError("String(format:): %c expects a character code, not \(Arguments.describe(value))")
                }
                text = String(Character(scalar))
            }
            return pad(sign: "", digits: text, specification, zeroPadding: false)
        case "s", "S", "@":
            var text: String
            switch value {
            case .null: text = "(null)"
            case .double(let d) where d == d.rounded() && abs(d) < 1e15: text = String(Int(d))
            default: text = value.description
            }
            if conversion != "@", let precision = specification.precision { text = String(text.prefix(precision)) }
            return pad(sign: "", digits: text, specification, zeroPadding: false)
        default:
            guard let d = value.number else {
                throw EvaluationError("String(format:): %\(conversion) expects a number, not \(Arguments.describe(value))")
            }
            return String(format: foundationSpecification(specification, conversion: String(conversion)), locale: locale, d)
        }
    }

    /// The conversion as Foundation's `String(format:)` takes it: flags, width, precision.
    private func foundationSpecification(_ specification: Specification, conversion: String) -> String {
        var spec = "%" + String(specification.flags.filter { $0 != "'" }.sorted())
        if let width = specification.width { spec += String(width) }
        if let precision = specification.precision { spec += "." + String(precision) }
        return spec + conversion
    }

    /// Digits padded with zeros to the precision (integers only).
    private func digits(_ text: String, _ specification: Specification) -> String {
        guard let precision = specification.precision else { return text }
        if precision == 0 && text == "0" { return "" }
        return String(repeating: "0", count: max(0, precision - text.count)) + text
    }

    /// Sign and digits padded to the width: on the right with `-`, with zeros after the sign with `0`
    /// (not with a precision), otherwise with spaces on the left.
    private func pad(sign: String, digits: String, _ specification: Specification, zeroPadding: Bool = true) -> String {
        let width = specification.width ?? 0
        let length = sign.count + digits.count
        guard length < width else { return sign + digits }
        let padding = width - length
        if specification.flags.contains("-") { return sign + digits + String(repeating: " ", count: padding) }
        if zeroPadding && specification.flags.contains("0") && specification.precision == nil {
            return sign + String(repeating: "0", count: padding) + digits
        }
        return String(repeating: " ", count: padding) + sign + digits
    }
}
