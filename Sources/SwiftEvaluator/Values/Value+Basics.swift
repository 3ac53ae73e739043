import Foundation

/// A problem while evaluating: something Swift would reject or trap on, or something not provided.
/// The evaluator adds the position of the expression it was evaluating.
public struct EvaluationError: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

extension Value {
    /// The Swift type name of the value, as messages name it.
    public var typeName: String {
        switch self {
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        case .character: "Character"
        case .date: "Date"
        case .null: "Optional"
        case .void: "Void"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .tuple: "Tuple"
        case .range(_, _, let closed): closed ? "ClosedRange" : "Range"
        case .enumCase(let e): e.typeName
        case .instance(let i): i.typeName
        case .function: "Function"
        case .type(let name): name + ".Type"
        case .symbol(let s): "." + s.name
        case .host(let h): h.typeName
        case .unknown: "unknown"
        }
    }

    /// The number as a Double, for Int and Double values.
    public var number: Double? {
        switch self {
        case .int(let i): Double(i)
        case .double(let d): d
        default: nil
        }
    }

    /// How many elements a collection value holds (an array's, a dictionary's pairs, a
    /// string's UTF-8 bytes), for charging the work of copying it; 0 for other values.
    var storedCount: Int {
        switch self {
        case .array(let items): items.count
        case .dictionary(let pairs): pairs.count
        case .string(let text): text.utf8.count
        default: 0
        }
    }

    /// A value of the standard library's value types (a number, a string, a collection, a date):
    /// one its mutating methods change in place, where the variable holds it.
    var isPlainValue: Bool {
        switch self {
        case .int, .double, .bool, .string, .character, .date, .array, .dictionary, .range, .tuple: true
        default: false
        }
    }

    /// An instance or an enum case: a value of a type the files may declare operators for.
    var isInstanceOrCase: Bool {
        switch self {
        case .instance, .enumCase: true
        default: false
        }
    }

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// Swift's `==` on two values; nil when the two cannot be compared.
    public func isEqual(to other: Value) -> Bool {
        switch (self, other) {
        case (.int(let a), .int(let b)): return a == b
        case (.int, .double), (.double, .int), (.double, .double): return number == other.number
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.character(let a), .character(let b)): return a == b
        case (.string(let a), .character(let b)), (.character(let b), .string(let a)): return a == String(b)
        case (.date(let a), .date(let b)): return a == b
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.void, .void): return true
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
        case (.tuple(let a), .tuple(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.value.isEqual(to: $1.value) }
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count && a.allSatisfy { pair in b.contains { $0.key.isEqual(to: pair.key) && $0.value.isEqual(to: pair.value) } }
        case (.range(let l1, let u1, let c1), .range(let l2, let u2, let c2)):
            return c1 == c2 && Value.optionalEqual(l1, l2) && Value.optionalEqual(u1, u2)
        case (.enumCase(let a), .enumCase(let b)):
            return a.typeName == b.typeName && a.caseName == b.caseName && a.associated.count == b.associated.count
                && zip(a.associated, b.associated).allSatisfy { $0.value.isEqual(to: $1.value) }
        case (.enumCase(let a), .symbol(let s)), (.symbol(let s), .enumCase(let a)):
            return s.chain.isEmpty && a.caseName == s.name
                && (s.arguments ?? []).count == a.associated.count
                && zip(s.arguments ?? [], a.associated).allSatisfy { $0.value.isEqual(to: $1.value) }
        case (.symbol(let a), .symbol(let b)):
            // `.failure(.offline) == .failure(.placeholder)` of a type the files do not declare
            // (`Result`): the same case with other associated values is another value.
            return a.name == b.name && a.chain.isEmpty && b.chain.isEmpty
                && (a.arguments ?? []).count == (b.arguments ?? []).count
                && zip(a.arguments ?? [], b.arguments ?? []).allSatisfy { $0.value.isEqual(to: $1.value) }
        case (.instance(let a), .instance(let b)):
            if a === b { return true }
            return a.typeName == b.typeName && a.fields.count == b.fields.count
                && a.fields.allSatisfy { key, value in b.fields[key].map { value.isEqual(to: $0) } ?? false }
        case (.type(let a), .type(let b)): return a == b
        case (.host(let a), .host(let b)): return a.isEqual(to: b)
        case (.function(let a), .function(let b)): return a === b
        default: return false
        }
    }

    static func optionalEqual(_ a: Value?, _ b: Value?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?): return x.isEqual(to: y)
        default: return false
        }
    }

    /// Swift's `<` for comparable values; nil when they are not comparable.
    public func isLess(than other: Value) -> Bool? {
        switch (self, other) {
        case (.int(let a), .int(let b)): return a < b
        case (.int, .double), (.double, .int), (.double, .double): return number! < other.number!
        case (.string(let a), .string(let b)): return a < b
        case (.character(let a), .character(let b)): return a < b
        case (.date(let a), .date(let b)): return a < b
        case (.tuple(let a), .tuple(let b)):
            for (x, y) in zip(a, b) {
                if x.value.isEqual(to: y.value) { continue }
                return x.value.isLess(than: y.value)
            }
            return false
        case (.enumCase(let a), .enumCase(let b)):
            if let ra = a.rawValue, let rb = b.rawValue { return ra.isLess(than: rb) }
            return nil
        default: return nil
        }
    }

    /// What string interpolation shows, as Swift's `description` does.
    public var description: String {
        switch self {
        case .int(let i): return String(i)
        case .double(let d): return Value.describe(d)
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return s
        case .character(let c): return String(c)
        case .date(let d): return Value.dateDescription(d)
        case .null: return "nil"
        case .void: return "()"
        case .array(let items): return "[" + items.map(\.debugDescription).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            if pairs.isEmpty { return "[:]" }
            return "[" + pairs.map { "\($0.key.debugDescription): \($0.value.debugDescription)" }.joined(separator: ", ") + "]"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.debugDescription }.joined(separator: ", ") + ")"
        case .range(let lower, let upper, let closed):
            return (lower?.description ?? "") + (closed ? "..." : "..<") + (upper?.description ?? "")
        case .enumCase(let e):
            if e.associated.isEmpty { return e.caseName }
            return e.caseName + "(" + e.associated.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.debugDescription }.joined(separator: ", ") + ")"
        case .instance(let i):
            return i.typeName + "(" + i.fields.keys.sorted().map { "\($0): \(i.fields[$0]!.debugDescription)" }.joined(separator: ", ") + ")"
        case .function(let f): return "(function \(f.name))"
        case .type(let name): return name
        case .symbol(let s): return s.name
        case .host(let h): return h.typeName
        case .unknown(let reason): return "<\(reason)>"
        }
    }

    /// As Swift prints a value inside a collection: strings quoted.
    public var debugDescription: String {
        switch self {
        case .string(let s): return "\"" + s + "\""
        case .character(let c): return "\"" + String(c) + "\""
        default: return description
        }
    }

    /// A Double as Swift prints it: `3.0`, `0.1`, `1e+20`.
    public static func describe(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        if d.isInfinite { return d < 0 ? "-inf" : "inf" }
        if d == d.rounded(), abs(d) < 1e16 { return String(format: "%.1f", d) }
        return "\(d)"
    }

    static func dateDescription(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss '+0000'"
        return formatter.string(from: date)
    }
}
