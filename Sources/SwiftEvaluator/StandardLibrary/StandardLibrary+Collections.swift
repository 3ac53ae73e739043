import Foundation

/// Arrays (also standing for Sets), ranges and dictionaries: their properties, what only they have
/// (`Range.contains`, set algebra, `mapValues`), and `Array(…)`, `Set(…)`, `Dictionary(…)`.
extension StandardLibrary {
    func collectionProperty(_ name: String, of value: Value) throws -> Value? {
        switch value {
        case .array(let items):
            switch name {
            case "count", "underestimatedCount": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            case "indices": return .array(items.indices.map(Value.int))
            case "startIndex": return .int(0)
            case "endIndex": return .int(items.count)
            case "lazy": return value
            default: return nil
            }
        case .range(let lower, let upper, let closed):
            switch name {
            case "lowerBound": return lower
            case "upperBound": return upper
            case "isEmpty":
                guard let lower, let upper else { return .bool(false) }
                return .bool(!closed && lower.isEqual(to: upper))
            case "count", "first", "last", "indices", "lazy":
                guard case .int? = lower, case .int? = upper else { return nil }
                let items = try elements(of: value, in: name)
                switch name {
                case "count": return .int(items.count)
                case "first": return items.first ?? .null
                case "last": return items.last ?? .null
                case "indices": return .array(items)
                default: return value
                }
            default: return nil
            }
        case .dictionary(let pairs):
            switch name {
            case "count": return .int(pairs.count)
            case "isEmpty": return .bool(pairs.isEmpty)
            case "keys": return .array(pairs.map(\.key))
            case "values": return .array(pairs.map(\.value))
            case "first": return pairs.first.map(StandardLibrary.pair) ?? .null
            case "lazy": return value
            default: return nil
            }
        default:
            return nil
        }
    }

    /// What arrays and ranges have beyond sequences: `Range.contains` by its bounds, set algebra
    /// on arrays standing for Sets, and Int indices.
    func collectionMethod(_ name: String, of value: Value, _ arguments: Arguments) throws -> Value? {
        if case .range(let lower, let upper, let closed) = value {
            guard name == "contains" || name == "clamped", arguments.match(nil) || arguments.match("to") else { return nil }
            if case .function = arguments[0] { return nil }
            if name == "clamped" { return try clamped(value, to: arguments[0], in: arguments.call) }
            return .bool(try StandardLibrary.range(lower, upper, closed: closed, contains: arguments[0], in: arguments.call))
        }
        guard case .array(let items) = value else { return nil }
        let call = arguments.call
        switch name {
        case "union" where arguments.match(nil):
            let other = try elements(of: arguments[0], in: call)
            return .array(StandardLibrary.unique(items + other))
        case "intersection" where arguments.match(nil):
            let other = try elements(of: arguments[0], in: call)
            return .array(StandardLibrary.unique(items.filter { item in other.contains { $0.isEqual(to: item) } }))
        case "subtracting" where arguments.match(nil):
            let other = try elements(of: arguments[0], in: call)
            return .array(items.filter { item in !other.contains { $0.isEqual(to: item) } })
        case "symmetricDifference" where arguments.match(nil):
            let other = try elements(of: arguments[0], in: call)
            return .array(items.filter { item in !other.contains { $0.isEqual(to: item) } }
                + other.filter { item in !items.contains { $0.isEqual(to: item) } })
        case "isSubset" where arguments.match("of"):
            let other = try elements(of: arguments[0], in: call)
            return .bool(items.allSatisfy { item in other.contains { $0.isEqual(to: item) } })
        case "isSuperset" where arguments.match("of"):
            let other = try elements(of: arguments[0], in: call)
            return .bool(other.allSatisfy { item in items.contains { $0.isEqual(to: item) } })
        case "isDisjoint" where arguments.match("with"):
            let other = try elements(of: arguments[0], in: call)
            return .bool(!items.contains { item in other.contains { $0.isEqual(to: item) } })
        case "index" where arguments.match("after"):
            return .int(try arguments.int(0) + 1)
        case "index" where arguments.match("before"):
            return .int(try arguments.int(0) - 1)
        case "index" where arguments.match(nil, "offsetBy"):
            return .int(try arguments.int(0) + (try arguments.int(1)))
        case "distance" where arguments.match("from", "to"):
            return .int(try arguments.int(1) - (try arguments.int(0)))
        default:
            return nil
        }
    }

    static func range(_ lower: Value?, _ upper: Value?, closed: Bool, contains element: Value, in call: String) throws -> Bool {
        func less(_ a: Value, _ b: Value) throws -> Bool {
            guard let result = a.isLess(than: b) else {
                throw EvaluationError("\(call): \(Arguments.describe(a)) and \(Arguments.describe(b)) cannot be compared")
            }
            return result
        }
        if let lower, try less(element, lower) { return false }
        if let upper {
            return closed ? try !less(upper, element) : try less(element, upper)
        }
        return true
    }

    private func clamped(_ range: Value, to limits: Value, in call: String) throws -> Value {
        guard case .range(let lower?, let upper?, let closed) = range, case .range(let low?, let high?, let limitsClosed) = limits,
              closed == limitsClosed else { return .unknown("clamped(to:)") }
        let newLower = try extreme([try extreme([lower, low], largest: true, in: call), high], largest: false, in: call)
        let newUpper = try extreme([try extreme([upper, low], largest: true, in: call), high], largest: false, in: call)
        return .range(lower: newLower, upper: newUpper, closed: closed)
    }

    static func unique(_ items: [Value]) -> [Value] {
        var result: [Value] = []
        // Numbers, text and booleans are looked up by a key (equal values have equal keys, as
        // `isEqual` says: 1 and 1.0, "a" and Character "a"), so that `Set(0..<1_000_000)` is
        // not a million scans; other values are compared with every kept value without a key.
        var keyed: [PlainKey: Int] = [:]
        keyed.reserveCapacity(items.count)
        var unkeyed: [Int] = []
        for item in items {
            if let key = PlainKey(item), keyed[key].map({ result[$0].isEqual(to: item) }) != false {
                if keyed[key] != nil { continue }
                keyed[key] = result.count
            } else {
                // No key, or a key shared with an unequal value (Ints past 2⁵³ as Doubles).
                if unkeyed.contains(where: { result[$0].isEqual(to: item) }) { continue }
                unkeyed.append(result.count)
            }
            result.append(item)
        }
        return result
    }

    /// A hashable stand-in for the values `unique` can look up instead of scanning for.
    private enum PlainKey: Hashable {
        case number(Double), text(String), bool(Bool)

        init?(_ value: Value) {
            switch value {
            case .int(let i): self = .number(Double(i))
            case .double(let d) where !d.isNaN: self = .number(d)
            case .string(let s): self = .text(s)
            case .character(let c): self = .text(String(c))
            case .bool(let b): self = .bool(b)
            default: return nil
            }
        }
    }

    func dictionaryMethod(_ name: String, of pairs: [(key: Value, value: Value)], _ arguments: Arguments) throws -> Value? {
        let call = arguments.call
        switch name {
        case "mapValues" where arguments.match(nil):
            let f = try arguments.function(0)
            return .dictionary(try pairs.map { ($0.key, try f.call($0.value)) })
        case "compactMapValues" where arguments.match(nil):
            let f = try arguments.function(0)
            return .dictionary(try pairs.compactMap { pair in
                let value = try f.call(pair.value)
                return value.isNull ? nil : (pair.key, value)
            })
        case "filter" where arguments.match(nil):
            let f = try arguments.function(0)
            return .dictionary(try pairs.filter { try Arguments.test(f, StandardLibrary.pair($0), in: call) })
        case "merging" where arguments.match(nil, "uniquingKeysWith"):
            let f = try arguments.function(1)
            guard case .dictionary(let other) = arguments[0] else { throw arguments.fail("expects a dictionary") }
            var result = pairs
            for pair in other {
                if let index = result.firstIndex(where: { $0.key.isEqual(to: pair.key) }) {
                    result[index].value = try f.call(result[index].value, pair.value)
                } else {
                    result.append(pair)
                }
            }
            return .dictionary(result)
        case "index" where arguments.match("forKey"):
            return pairs.firstIndex { $0.key.isEqual(to: arguments[0]) }.map(Value.int) ?? .null
        default:
            return nil
        }
    }

    // MARK: Initializers

    func collectionInitializer(_ name: String, _ arguments: Arguments) throws -> Value? {
        // `Range(uncheckedBounds: (lower: a, upper: b))`, as string-slicing extensions write it.
        if name == "Range" || name.hasPrefix("Range<"), arguments.match("uncheckedBounds"), case .tuple(let bounds) = arguments[0], bounds.count == 2 {
            return .range(lower: bounds[0].value, upper: bounds[1].value, closed: false)
        }
        let kind: String
        if name == "Array" || name.hasPrefix("Array<") || name == "ContiguousArray" {
            kind = "Array"
        } else if name == "Set" || name.hasPrefix("Set<") {
            kind = "Set"
        } else if name == "Dictionary" || name.hasPrefix("Dictionary<") {
            kind = "Dictionary"
        } else if name.hasPrefix("[") {
            kind = StandardLibrary.isDictionaryTypeName(name) ? "Dictionary" : "Array"
        } else if name == "repeatElement", arguments.match(nil, "count") {
            return try repeating(arguments)
        } else {
            return nil
        }
        switch kind {
        case "Array":
            if arguments.isEmpty { return .array([]) }
            if arguments.match("repeating", "count") { return try repeating(arguments) }
            guard arguments.match(nil) else { return nil }
            return .array(try elements(of: arguments[0], in: name))
        case "Set":
            if arguments.isEmpty { return .array([]) }
            guard arguments.match(nil) else { return nil }
            return .array(StandardLibrary.unique(try elements(of: arguments[0], in: name)))
        default:
            return try dictionary(arguments)
        }
    }

    /// Whether a sugared type name `[K: V]` is a dictionary (a colon outside nested brackets).
    static func isDictionaryTypeName(_ name: String) -> Bool {
        var depth = 0
        for character in name {
            switch character {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 1: return true
            default: break
            }
        }
        return false
    }

    private func repeating(_ arguments: Arguments) throws -> Value {
        let count = try arguments.int(1)
        guard count >= 0 else { throw arguments.fail("a negative count (\(count)); Swift traps") }
        guard count <= StandardLibrary.elementLimit else { throw arguments.fail("more than \(StandardLibrary.elementLimit) elements") }
        return .array(Array(repeating: arguments[0], count: count))
    }

    private func dictionary(_ arguments: Arguments) throws -> Value? {
        if arguments.isEmpty { return .dictionary([]) }
        let call = arguments.call
        func keyValue(_ element: Value) throws -> (key: Value, value: Value) {
            guard case .tuple(let parts) = element, parts.count == 2 else {
                throw arguments.fail("expects (key, value) pairs, not \(Arguments.describe(element))")
            }
            return (parts[0].value, parts[1].value)
        }
        if arguments.match("uniqueKeysWithValues") {
            var result: [(key: Value, value: Value)] = []
            for element in try elements(of: arguments[0], in: call) {
                let pair = try keyValue(element)
                if result.contains(where: { $0.key.isEqual(to: pair.key) }) {
                    throw arguments.fail("duplicate values for key \(pair.key.debugDescription); Swift traps")
                }
                result.append(pair)
            }
            return .dictionary(result)
        }
        if arguments.match(nil, "uniquingKeysWith") {
            let f = try arguments.function(1)
            var result: [(key: Value, value: Value)] = []
            for element in try elements(of: arguments[0], in: call) {
                let pair = try keyValue(element)
                if let index = result.firstIndex(where: { $0.key.isEqual(to: pair.key) }) {
                    result[index].value = try f.call(result[index].value, pair.value)
                } else {
                    result.append(pair)
                }
            }
            return .dictionary(result)
        }
        if arguments.match("grouping", "by") {
            let f = try arguments.function(1)
            var result: [(key: Value, value: Value)] = []
            for element in try elements(of: arguments[0], in: call) {
                let key = try f.call(element)
                if let index = result.firstIndex(where: { $0.key.isEqual(to: key) }), case .array(let group) = result[index].value {
                    result[index].value = .array(group + [element])
                } else {
                    result.append((key, .array([element])))
                }
            }
            return .dictionary(result)
        }
        return nil
    }
}
