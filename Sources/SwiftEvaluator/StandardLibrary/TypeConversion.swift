import Foundation

/// What a declared type (`Double`, `[CGFloat]`, `Double?`, `[String: Double]`, `Set<Int>`,
/// `ClosedRange<Double>`, `Character`) makes of a value given to it, as Swift types a literal
/// from its context.
struct TypeConversion {
    indirect enum Target {
        case floatingPoint
        case character
        case optional(Target)
        case array(Target)
        case set(Target)
        case dictionary(Target)
        case range(Target)
        case other
    }

    let target: Target

    init(_ typeName: String) {
        target = TypeConversion.parse(typeName.trimmingCharacters(in: .whitespaces))
    }

    private static func parse(_ name: String) -> Target {
        if name.hasSuffix("?") || name.hasSuffix("!") { return .optional(parse(String(name.dropLast()))) }
        if name.hasPrefix("Optional<"), name.hasSuffix(">") { return .optional(parse(String(name.dropFirst(9).dropLast()))) }
        if name.hasPrefix("["), name.hasSuffix("]") {
            let inner = String(name.dropFirst().dropLast())
            if StandardLibrary.isDictionaryTypeName(name), let colon = topLevelColon(in: inner) {
                return .dictionary(parse(String(inner[inner.index(after: colon)...]).trimmingCharacters(in: .whitespaces)))
            }
            return .array(parse(inner))
        }
        for (prefix, wrap) in [("Array<", Target.array), ("Set<", Target.set), ("ClosedRange<", Target.range), ("Range<", Target.range)]
            where name.hasPrefix(prefix) && name.hasSuffix(">") {
            return wrap(parse(String(name.dropFirst(prefix.count).dropLast())))
        }
        if StandardLibrary.floatingPointTypes.contains(name) { return .floatingPoint }
        if name == "Character" { return .character }
        return .other
    }

    private static func topLevelColon(in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    func apply(to value: Value) -> Value { TypeConversion.apply(target, to: value) }

    private static func apply(_ target: Target, to value: Value) -> Value {
        switch (target, value) {
        case (.floatingPoint, .int(let i)):
            return .double(Double(i))
        case (.character, .string(let s)) where s.count == 1:
            return .character(s.first!)
        case (.optional(let inner), _):
            return value.isNull ? value : apply(inner, to: value)
        case (.array(let inner), .array(let items)):
            return .array(items.map { apply(inner, to: $0) })
        case (.set(let inner), .array(let items)):
            return .array(StandardLibrary.unique(items.map { apply(inner, to: $0) }))
        case (.dictionary(let inner), .dictionary(let pairs)):
            return .dictionary(pairs.map { ($0.key, apply(inner, to: $0.value)) })
        case (.range(let inner), .range(let lower, let upper, let closed)):
            return .range(lower: lower.map { apply(inner, to: $0) }, upper: upper.map { apply(inner, to: $0) }, closed: closed)
        default:
            return value
        }
    }
}
