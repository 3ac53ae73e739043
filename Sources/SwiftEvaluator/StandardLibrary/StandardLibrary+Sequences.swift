import Foundation

/// What every sequence has, for arrays, strings (their characters), Int ranges and dictionaries
/// (their `(key:value:)` pairs): `map`, `filter`, `reduce`, `sorted`, `prefix`, `enumerated`,
/// `joined`, `min`, `contains(where:)`… A String's `filter`, `prefix`, `dropFirst`, `reversed`…
/// give a String; the others give arrays.
extension StandardLibrary {
    /// The most elements a sequence may have here (an Int range counted out, an array joined or
    /// appended to), and the longest string made (in bytes): a chosen limit (docs/architecture.md,
    /// "Limits"), as many as an evaluation's steps, so that a value no step was charged for
    /// (`Set(0..<n)`, `s = s + s`) costs no more than the steps do. Real widgets' values hold tens.
    public static let elementLimit = Evaluator.maximumSteps

    /// What is said of a string (`kind` "string", `length` in bytes) or an array longer than
    /// `elementLimit`; nil within it.
    static func lengthProblem(_ length: Int, of kind: String) -> String? {
        guard length > elementLimit else { return nil }
        return "this \(kind) would be \(length) \(kind == "string" ? "bytes" : "elements") long, more than the \(elementLimit) a preview evaluates; a widget's values are small"
    }

    /// How many Ints `low..<high` (or `low...high`) holds, negative when the bounds are the
    /// wrong way round; nil when the count does not fit an Int (`Int.min..<Int.max`).
    public static func count(from low: Int, to high: Int, closed: Bool) -> Int? {
        let (span, overflow) = high.subtractingReportingOverflow(low)
        guard !overflow else { return nil }
        guard closed else { return span }
        let (count, tooMany) = span.addingReportingOverflow(1)
        return tooMany ? nil : count
    }

    /// The elements `value` iterates; throws for what is not a sequence.
    func elements(of value: Value, in call: String) throws -> [Value] {
        switch value {
        case .array(let items): return items
        case .string(let text): return text.map(Value.character)
        case .dictionary(let pairs): return pairs.map(StandardLibrary.pair)
        case .instance(let iterator) where StandardLibrary.iteratorTypeNames.contains(iterator.typeName):
            return try drain(iterator, in: call)
        case .range(let lower, let upper, let closed):
            guard case .int(let low)? = lower else {
                throw EvaluationError("\(call): only a range of Ints with a lower bound can be iterated, not \(value.description)")
            }
            guard let upper else { throw EvaluationError("\(call): the range \(value.description) has no end") }
            guard case .int(let high) = upper else {
                throw EvaluationError("\(call): only a range of Ints can be iterated, not \(value.description)")
            }
            guard let count = StandardLibrary.count(from: low, to: high, closed: closed), count <= StandardLibrary.elementLimit else {
                throw EvaluationError("\(call): the range \(value.description) has more than \(StandardLibrary.elementLimit) elements")
            }
            guard count >= 0 else {
                throw EvaluationError("\(call): the range \(value.description) has its lower bound above its upper bound; Swift traps")
            }
            return (0..<count).map { Value.int(low + $0) }
        default:
            throw EvaluationError("\(call): \(Arguments.describe(value)) is not a sequence")
        }
    }

    static func pair(_ element: (key: Value, value: Value)) -> Value {
        .tuple([TupleElement(label: "key", value: element.key), TupleElement(label: "value", value: element.value)])
    }

    /// A result shaped like the receiver: a String for a String, otherwise an array.
    private func shaped(_ items: [Value], like receiver: Value) -> Value {
        if case .string = receiver { return .string(items.map(\.description).joined()) }
        return .array(items)
    }

    private func checkedCount(_ arguments: Arguments, _ what: String) throws -> Int {
        let count = try arguments.int(0)
        guard count >= 0 else { throw arguments.fail("cannot \(what) a negative number of elements (\(count)); Swift traps") }
        return count
    }

    private func sorted(_ items: [Value], in call: String) throws -> [Value] {
        try items.sorted { a, b in
            guard let less = a.isLess(than: b) else {
                throw EvaluationError("\(call): \(Arguments.describe(a)) and \(Arguments.describe(b)) cannot be compared")
            }
            return less
        }
    }

    func sequenceMethod(_ name: String, of value: Value, _ arguments: Arguments) throws -> Value? {
        let call = arguments.call
        func items() throws -> [Value] { try elements(of: value, in: call) }
        func closure(_ position: Int = 0) throws -> Function { try arguments.function(position) }
        switch name {
        case "makeIterator" where arguments.isEmpty:
            return try makeIterator(of: value)
        case "map" where arguments.match(nil):
            let f = try closure()
            return .array(try items().map { try f.call($0) })
        case "compactMap" where arguments.match(nil):
            let f = try closure()
            return .array(try items().map { try f.call($0) }.filter { !$0.isNull })
        case "flatMap" where arguments.match(nil):
            let f = try closure()
            return .array(try items().flatMap { item -> [Value] in
                let result = try f.call(item)
                if result.isNull { return [] }
                if case .array = result { return try elements(of: result, in: call) }
                return [result]
            })
        case "filter" where arguments.match(nil):
            let f = try closure()
            return shaped(try items().filter { try Arguments.test(f, $0, in: call) }, like: value)
        case "forEach" where arguments.match(nil):
            let f = try closure()
            for item in try items() { _ = try f.call(item) }
            return .void
        case "reduce" where arguments.match(nil, nil):
            let f = try closure(1)
            return try items().reduce(arguments[0]) { try f.call($0, $1) }
        case "contains" where arguments.match("where"), "contains" where arguments.match(nil) && isFunction(arguments[0]):
            let f = try closure()
            return .bool(try items().contains { try Arguments.test(f, $0, in: call) })
        case "contains" where arguments.match(nil):
            return .bool(try items().contains { $0.isEqual(to: arguments[0]) })
        case "allSatisfy" where arguments.match(nil):
            let f = try closure()
            return .bool(try items().allSatisfy { try Arguments.test(f, $0, in: call) })
        case "count" where arguments.match("where"):
            let f = try closure()
            return .int(try items().filter { try Arguments.test(f, $0, in: call) }.count)
        case "first" where arguments.match("where"):
            let f = try closure()
            return try items().first { try Arguments.test(f, $0, in: call) } ?? .null
        case "last" where arguments.match("where"):
            let f = try closure()
            return try items().last { try Arguments.test(f, $0, in: call) } ?? .null
        case "firstIndex" where arguments.match("where"):
            let f = try closure()
            return try items().firstIndex { try Arguments.test(f, $0, in: call) }.map(Value.int) ?? .null
        case "lastIndex" where arguments.match("where"):
            let f = try closure()
            return try items().lastIndex { try Arguments.test(f, $0, in: call) }.map(Value.int) ?? .null
        case "firstIndex" where arguments.match("of"):
            return try items().firstIndex { $0.isEqual(to: arguments[0]) }.map(Value.int) ?? .null
        case "lastIndex" where arguments.match("of"):
            return try items().lastIndex { $0.isEqual(to: arguments[0]) }.map(Value.int) ?? .null
        case "min" where arguments.isEmpty, "max" where arguments.isEmpty:
            let all = try items()
            guard !all.isEmpty else { return .null }
            return try extreme(all, largest: name == "max", in: call)
        case "min" where arguments.match("by"):
            let f = try closure()
            return try items().min { try Arguments.test(f, $0, $1, in: call) } ?? .null
        case "max" where arguments.match("by"):
            let f = try closure()
            return try items().max { try Arguments.test(f, $0, $1, in: call) } ?? .null
        case "sorted" where arguments.isEmpty:
            return .array(try sorted(try items(), in: call))
        case "sorted" where arguments.match("by"):
            let f = try closure()
            return .array(try items().sorted { try Arguments.test(f, $0, $1, in: call) })
        case "reversed" where arguments.isEmpty:
            return shaped(try items().reversed(), like: value)
        case "prefix" where arguments.match(nil) && !isFunction(arguments[0]):
            return shaped(Array(try items().prefix(try checkedCount(arguments, "take a prefix of"))), like: value)
        case "suffix" where arguments.match(nil):
            return shaped(Array(try items().suffix(try checkedCount(arguments, "take a suffix of"))), like: value)
        case "suffix" where arguments.labels == ["from"], "prefix" where arguments.labels == ["upTo"] || arguments.labels == ["through"]:
            // Index-based slices of an array: `components.suffix(from: index + 1)`.
            let all = try items(), index = try arguments.int(0)
            let end = arguments.list[0].label == "through" ? index + 1 : index
            guard end >= 0, end <= all.count, index >= 0, index <= all.count else {
                throw arguments.fail("index \(index) is outside 0…\(all.count); Swift traps")
            }
            return shaped(Array(name == "suffix" ? all[index...] : all[..<end]), like: value)
        case "prefix" where arguments.match("while"):
            let f = try closure()
            return shaped(Array(try items().prefix { try Arguments.test(f, $0, in: call) }), like: value)
        case "drop" where arguments.match("while"):
            let f = try closure()
            return shaped(Array(try items().drop { try Arguments.test(f, $0, in: call) }), like: value)
        case "dropFirst" where arguments.isEmpty:
            return shaped(Array(try items().dropFirst()), like: value)
        case "dropLast" where arguments.isEmpty:
            return shaped(Array(try items().dropLast()), like: value)
        case "dropFirst" where arguments.match(nil):
            return shaped(Array(try items().dropFirst(try checkedCount(arguments, "drop"))), like: value)
        case "dropLast" where arguments.match(nil):
            return shaped(Array(try items().dropLast(try checkedCount(arguments, "drop"))), like: value)
        case "enumerated" where arguments.isEmpty:
            return .array(try items().enumerated().map {
                .tuple([TupleElement(label: "offset", value: .int($0.offset)), TupleElement(label: "element", value: $0.element)])
            })
        case "joined" where arguments.isEmpty, "joined" where arguments.match("separator"):
            return try joined(try items(), separator: arguments.isEmpty ? nil : arguments[0], in: call)
        case "randomElement" where arguments.isEmpty:
            let all = try items()
            return all.isEmpty ? .null : all[random.below(all.count)]
        case "shuffled" where arguments.isEmpty:
            var all = try items()
            for last in stride(from: all.count - 1, to: 0, by: -1) { all.swapAt(last, random.below(last + 1)) }
            return .array(all)
        case "starts" where arguments.match("with"):
            let all = try items(), start = try elements(of: arguments[0], in: call)
            return .bool(all.count >= start.count && zip(all, start).allSatisfy { $0.isEqual(to: $1) })
        case "elementsEqual" where arguments.match(nil):
            let all = try items(), other = try elements(of: arguments[0], in: call)
            return .bool(all.count == other.count && zip(all, other).allSatisfy { $0.isEqual(to: $1) })
        case "split" where arguments.match("separator"):
            return .array(try items().split { $0.isEqual(to: arguments[0]) }.map { .array(Array($0)) })
        default:
            return nil
        }
    }

    private func isFunction(_ value: Value) -> Bool {
        if case .function = value { return true }
        return false
    }

    private func joined(_ items: [Value], separator: Value?, in call: String) throws -> Value {
        if items.allSatisfy({ if case .array = $0 { true } else { false } }), !items.isEmpty {
            let separatorItems = try separator.map { try elements(of: $0, in: call) } ?? []
            var result: [Value] = []
            for (offset, item) in items.enumerated() {
                if offset > 0 { result += separatorItems }
                result += try elements(of: item, in: call)
            }
            return .array(result)
        }
        let separatorText = try separator.map { try Arguments.string($0, in: call) } ?? ""
        let parts = try items.map { item -> String in
            switch item {
            case .string(let s): return s
            case .character(let c): return String(c)
            default: throw EvaluationError("\(call): joined() needs strings, not \(Arguments.describe(item)); map them to strings first")
            }
        }
        return .string(parts.joined(separator: separatorText))
    }
}
