import Foundation

/// Mutating methods of value types: `items.append(x)`, `text.removeSubrange(i..<text.endIndex)`,
/// `scores.sort()`, `counts.updateValue(1, forKey: "a")`, `flag.toggle()`, `x.round()`. The
/// evaluator stores the new receiver back into the variable or property the method was called on.
extension StandardLibrary {
    /// `value.name(arguments)` for a mutating method: the receiver after the call and the call's
    /// result (`.void` for most); nil when not provided.
    public func mutatingMethod(_ name: String, of value: Value, arguments: [Argument]) throws -> (receiver: Value, result: Value)? {
        let arguments = Arguments(arguments, call: name)
        switch value {
        case .array(let items): return try mutateArray(name, items, arguments)
        case .string(let text): return try mutateString(name, text, arguments)
        case .dictionary(let pairs): return try mutateDictionary(name, pairs, arguments)
        case .host(let data as BinaryData): return try mutateData(name, data.bytes, arguments)
        case .bool(let b): return name == "toggle" && arguments.isEmpty ? (.bool(!b), .void) : nil
        case .int(let i):
            guard name == "negate", arguments.isEmpty else { return nil }
            guard i != Int.min else { throw arguments.fail("negating Int.min overflows; Swift traps") }
            return (.int(-i), .void)
        case .double(let d):
            switch name {
            case "round" where arguments.isEmpty: return (.double(d.rounded()), .void)
            case "round" where arguments.match(nil): return (.double(d.rounded(try StandardLibrary.roundingRule(arguments[0]))), .void)
            case "negate" where arguments.isEmpty: return (.double(-d), .void)
            case "formTruncatingRemainder" where arguments.match("dividingBy"):
                return (.double(d.truncatingRemainder(dividingBy: try arguments.double(0))), .void)
            default: return nil
            }
        default:
            return nil
        }
    }

    private func index(_ arguments: Arguments, _ position: Int, in count: Int, inclusive: Bool = false) throws -> Int {
        let index = try arguments.int(position)
        guard index >= 0, inclusive ? index <= count : index < count else {
            throw arguments.fail("index \(index) is out of range (count \(count)); Swift traps")
        }
        return index
    }

    /// The offsets `range` covers in a collection of `count` elements (a string's indices are
    /// its characters' offsets here); a range outside it traps, as in Swift.
    private func offsets(_ range: Value, in count: Int, _ arguments: Arguments) throws -> Range<Int> {
        guard case .range(let lower, let upper, let closed) = range else {
            throw arguments.fail("takes a range, found a \(range.typeName)")
        }
        let (low, high) = Evaluator.rangeIndices(lower, upper, closed: closed, end: count)
        guard low >= 0, high <= count, low <= high else {
            throw arguments.fail("the range \(low)..<\(high) is out of bounds (\(count) elements); Swift traps")
        }
        return low..<high
    }

    private func mutateArray(_ name: String, _ items: [Value], _ arguments: Arguments) throws -> (receiver: Value, result: Value)? {
        var items = items
        var result = Value.void
        switch name {
        case "append" where arguments.match(nil):
            items.append(arguments[0])
        case "append" where arguments.match("contentsOf"):
            let added = try elements(of: arguments[0], in: arguments.call)
            if let problem = StandardLibrary.lengthProblem(items.count + added.count, of: "array") { throw arguments.fail(problem) }
            items += added
        case "insert" where arguments.match(nil, "at"):
            items.insert(arguments[0], at: try index(arguments, 1, in: items.count, inclusive: true))
        case "insert" where arguments.match("contentsOf", "at"):
            let inserted = try elements(of: arguments[0], in: arguments.call)
            items.insert(contentsOf: inserted, at: try index(arguments, 1, in: items.count, inclusive: true))
        case "insert" where arguments.match(nil):
            let present = items.first { $0.isEqual(to: arguments[0]) }
            if present == nil { items.append(arguments[0]) }
            result = .tuple([TupleElement(label: "inserted", value: .bool(present == nil)),
                             TupleElement(label: "memberAfterInsert", value: present ?? arguments[0])])
        case "remove" where arguments.match("at"):
            result = items.remove(at: try index(arguments, 0, in: items.count))
        case "remove" where arguments.match(nil):
            if let position = items.firstIndex(where: { $0.isEqual(to: arguments[0]) }) {
                result = items.remove(at: position)
            } else {
                result = .null
            }
        case "removeFirst" where arguments.isEmpty, "removeLast" where arguments.isEmpty:
            guard !items.isEmpty else { throw arguments.fail("the array is empty; Swift traps") }
            result = name == "removeFirst" ? items.removeFirst() : items.removeLast()
        case "removeFirst" where arguments.match(nil), "removeLast" where arguments.match(nil):
            let count = try arguments.int(0)
            guard count >= 0, count <= items.count else { throw arguments.fail("cannot remove \(count) of \(items.count) elements; Swift traps") }
            if name == "removeFirst" { items.removeFirst(count) } else { items.removeLast(count) }
        case "popLast" where arguments.isEmpty:
            result = items.popLast() ?? .null
        case "removeSubrange" where arguments.match(nil):
            items.removeSubrange(try offsets(arguments[0], in: items.count, arguments))
        case "replaceSubrange" where arguments.match(nil, "with"):
            let replaced = try offsets(arguments[0], in: items.count, arguments)
            items.replaceSubrange(replaced, with: try elements(of: arguments[1], in: arguments.call))
        case "removeAll" where arguments.isEmpty, "removeAll" where arguments.match("keepingCapacity"):
            items.removeAll()
        case "removeAll" where arguments.match("where"):
            let f = try arguments.function(0)
            items = try items.filter { !(try Arguments.test(f, $0, in: arguments.call)) }
        case "sort" where arguments.isEmpty:
            guard case .array(let sorted)? = try sequenceMethod("sorted", of: .array(items), arguments) else { return nil }
            items = sorted
        case "sort" where arguments.match("by"):
            let f = try arguments.function(0)
            items = try items.sorted { try Arguments.test(f, $0, $1, in: arguments.call) }
        case "reverse" where arguments.isEmpty:
            items.reverse()
        case "shuffle" where arguments.isEmpty:
            guard case .array(let shuffled)? = try sequenceMethod("shuffled", of: .array(items), arguments) else { return nil }
            items = shuffled
        case "swapAt" where arguments.match(nil, nil):
            items.swapAt(try index(arguments, 0, in: items.count), try index(arguments, 1, in: items.count))
        case "formUnion" where arguments.match(nil):
            items = StandardLibrary.unique(items + (try elements(of: arguments[0], in: arguments.call)))
        case "reserveCapacity" where arguments.match(nil):
            // Storage only: the elements are unchanged.
            _ = try arguments.int(0)
        default:
            return nil
        }
        return (.array(items), result)
    }

    private func mutateString(_ name: String, _ text: String, _ arguments: Arguments) throws -> (receiver: Value, result: Value)? {
        var text = text
        var result = Value.void
        switch name {
        case "append" where arguments.match(nil), "append" where arguments.match("contentsOf"):
            let added = try arguments.string(0)
            if let problem = StandardLibrary.lengthProblem(text.utf8.count + added.utf8.count, of: "string") { throw arguments.fail(problem) }
            text += added
        case "removeFirst" where arguments.isEmpty, "removeLast" where arguments.isEmpty:
            guard !text.isEmpty else { throw arguments.fail("the string is empty; Swift traps") }
            result = .character(name == "removeFirst" ? text.removeFirst() : text.removeLast())
        case "removeFirst" where arguments.match(nil), "removeLast" where arguments.match(nil):
            let count = try arguments.int(0)
            guard count >= 0, count <= text.count else { throw arguments.fail("cannot remove \(count) of \(text.count) characters; Swift traps") }
            if name == "removeFirst" { text.removeFirst(count) } else { text.removeLast(count) }
        case "popLast" where arguments.isEmpty:
            result = text.popLast().map(Value.character) ?? .null
        case "removeSubrange" where arguments.match(nil):
            var characters = Array(text)
            characters.removeSubrange(try offsets(arguments[0], in: characters.count, arguments))
            text = String(characters)
        case "replaceSubrange" where arguments.match(nil, "with"):
            var characters = Array(text)
            characters.replaceSubrange(try offsets(arguments[0], in: characters.count, arguments), with: try arguments.string(1))
            text = String(characters)
        case "insert" where arguments.match(nil, "at"), "insert" where arguments.match("contentsOf", "at"):
            var characters = Array(text)
            let inserted: String
            if case .character(let character) = arguments[0] { inserted = String(character) } else { inserted = try arguments.string(0) }
            characters.insert(contentsOf: inserted, at: try index(arguments, 1, in: characters.count, inclusive: true))
            text = String(characters)
        case "remove" where arguments.match("at"):
            var characters = Array(text)
            result = .character(characters.remove(at: try index(arguments, 0, in: characters.count)))
            text = String(characters)
        case "removeAll" where arguments.isEmpty:
            text = ""
        case "reserveCapacity" where arguments.match(nil):
            _ = try arguments.int(0)
        case "removeAll" where arguments.match("where"):
            let f = try arguments.function(0)
            text = String(try text.filter { !(try Arguments.test(f, .character($0), in: arguments.call)) })
        default:
            return nil
        }
        return (.string(text), result)
    }

    /// `data.append(other)`, `data.append(contentsOf: bytes)`, `data.append(&byte, count: 1)`
    /// (the bytes at a pointer: the variable's byte, or the first bytes of its array), `removeAll()`.
    private func mutateData(_ name: String, _ data: Data, _ arguments: Arguments) throws -> (receiver: Value, result: Value)? {
        var data = data
        func bytes(of value: Value) throws -> [UInt8] {
            switch value {
            case .host(let other as BinaryData): return [UInt8](other.bytes)
            case .array(let items): return try items.flatMap { try bytes(of: $0) }
            case .int(let byte) where (0...255).contains(byte): return [UInt8(byte)]
            default: throw arguments.fail("expects bytes, not \(Arguments.describe(value))")
            }
        }
        switch name {
        case "append" where arguments.match(nil), "append" where arguments.match("contentsOf"):
            data.append(contentsOf: try bytes(of: arguments[0]))
        case "append" where arguments.match(nil, "count"):
            let count = try arguments.int(1)
            let available = try bytes(of: arguments[0])
            guard count >= 0, count <= available.count else { throw arguments.fail("reads \(count) bytes where \(available.count) are; Swift's behaviour is undefined") }
            data.append(contentsOf: available.prefix(count))
        case "removeAll" where arguments.isEmpty:
            data.removeAll()
        case "reserveCapacity" where arguments.match(nil):
            _ = try arguments.int(0)
        default:
            return nil
        }
        if let problem = StandardLibrary.lengthProblem(data.count, of: "data") { throw arguments.fail(problem) }
        return (.host(BinaryData(data)), .void)
    }

    private func mutateDictionary(_ name: String, _ pairs: [(key: Value, value: Value)],
                                  _ arguments: Arguments) throws -> (receiver: Value, result: Value)? {
        var pairs = pairs
        var result = Value.void
        switch name {
        case "updateValue" where arguments.match(nil, "forKey"):
            if let position = pairs.firstIndex(where: { $0.key.isEqual(to: arguments[1]) }) {
                result = pairs[position].value
                pairs[position].value = arguments[0]
            } else {
                result = .null
                pairs.append((arguments[1], arguments[0]))
            }
        case "removeValue" where arguments.match("forKey"):
            if let position = pairs.firstIndex(where: { $0.key.isEqual(to: arguments[0]) }) {
                result = pairs.remove(at: position).value
            } else {
                result = .null
            }
        case "removeAll" where arguments.isEmpty:
            pairs.removeAll()
        case "reserveCapacity" where arguments.match(nil):
            _ = try arguments.int(0)
        case "merge" where arguments.match(nil, "uniquingKeysWith"):
            guard case .dictionary(let merged)? = try dictionaryMethod("merging", of: pairs, arguments) else { return nil }
            pairs = merged
        default:
            return nil
        }
        return (.dictionary(pairs), result)
    }
}
