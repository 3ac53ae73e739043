import Foundation
import SwiftSyntax

/// `JSONDecoder().decode(T.self, from: data)` and `PropertyListDecoder`: the data read with
/// Foundation's own parsers and made into values of the type asked for, as `Decodable` makes
/// them: standard types; the source's enums by raw value; its structs and classes through their
/// own `init(from decoder:)` (keyed, unkeyed and single-value containers) or, without one,
/// property by property under their `CodingKeys`, with the decoder's key and date strategies.
/// What Swift would throw (a missing key, a wrong type) is thrown, so `try?` gives nil and
/// `catch` runs, as on a device.
extension Evaluator {
    /// `decoder.decode(T.self, from: data)`; nil for any other method of a decoder.
    func decoderMethod(_ name: String, of decoder: Instance, arguments: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        guard name == "decode", arguments.count == 2, arguments[1].label == "from",
              let typeName = decodedTypeName(arguments[0].value) else { return nil }
        guard case .host(let hosted) = arguments[1].value, let data = hosted as? BinaryData else {
            if case .unknown = arguments[1].value { return arguments[1].value }
            return approximated(node, "\(decoder.typeName).decode reads Data, not \(arguments[1].value.typeName)")
        }
        let tree: Value
        if decoder.typeName == "PropertyListDecoder" {
            guard let object = try? PropertyListSerialization.propertyList(from: data.bytes, options: [], format: nil) else {
                throw decodingError(node, "DecodingError.dataCorrupted: the data is not a property list")
            }
            tree = Self.decodedTree(object)
        } else {
            guard let object = try? JSONSerialization.jsonObject(with: data.bytes, options: [.fragmentsAllowed]) else {
                throw decodingError(node, "DecodingError.dataCorrupted: the data is not valid JSON")
            }
            tree = Self.decodedTree(object)
        }
        let strategy = DecodingStrategy(decoder)
        return try decode(typeName, from: tree, path: [], strategy: strategy, at: node)
    }

    /// A decoding container's method (`container(keyedBy:)`, `decode(_:forKey:)`, …); nil for a
    /// name containers do not have.
    func decodingContainerMethod(_ name: String, of container: DecodingContainer, arguments: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        func typeArgument() -> String? { argument(nil).flatMap(decodedTypeName) }
        switch (container.kind, name) {
        case (.decoder, "container"), (.unkeyed, "nestedContainer"):
            guard let keyType = argument("keyedBy").flatMap(decodedTypeName) else { return nil }
            let value = container.kind == .decoder ? container.value : try container.next(self, at: node)
            guard case .dictionary = value else { throw mismatch("a keyed container", value, container.path, at: node) }
            return .host(DecodingContainer(.keyed(keyType: keyType), value, path: container.path, strategy: container.strategy))
        case (.decoder, "singleValueContainer"):
            return .host(DecodingContainer(.single, container.value, path: container.path, strategy: container.strategy))
        case (.decoder, "unkeyedContainer"), (.unkeyed, "nestedUnkeyedContainer"):
            let value = container.kind == .decoder ? container.value : try container.next(self, at: node)
            guard case .array = value else { throw mismatch("an unkeyed container", value, container.path, at: node) }
            return .host(DecodingContainer(.unkeyed, value, path: container.path, strategy: container.strategy))
        case (.keyed, "decode"), (.keyed, "decodeIfPresent"):
            guard let typeName = typeArgument(), let key = argument("forKey").flatMap({ keyString($0, of: container) }) else { return nil }
            let path = container.path + [key]
            guard let found = container.member(key) else {
                if name == "decodeIfPresent" { return .null }
                throw decodingError(node, "DecodingError.keyNotFound: no key '\(key)' at \(pathText(container.path))")
            }
            if name == "decodeIfPresent", case .null = found { return .null }
            return try decode(typeName, from: found, path: path, strategy: container.strategy, at: node)
        case (.keyed, "contains"):
            guard let key = argument(nil).flatMap({ keyString($0, of: container) }) else { return nil }
            return .bool(container.member(key) != nil)
        case (.keyed, "decodeNil"):
            guard let key = argument("forKey").flatMap({ keyString($0, of: container) }) else { return nil }
            if case .null? = container.member(key) { return .bool(true) }
            return .bool(false)
        case (.keyed, "nestedContainer"), (.keyed, "nestedUnkeyedContainer"):
            guard let key = argument("forKey").flatMap({ keyString($0, of: container) }) else { return nil }
            guard let found = container.member(key) else {
                throw decodingError(node, "DecodingError.keyNotFound: no key '\(key)' at \(pathText(container.path))")
            }
            let path = container.path + [key]
            if name == "nestedUnkeyedContainer" {
                guard case .array = found else { throw mismatch("an unkeyed container", found, path, at: node) }
                return .host(DecodingContainer(.unkeyed, found, path: path, strategy: container.strategy))
            }
            guard let keyType = argument("keyedBy").flatMap(decodedTypeName) else { return nil }
            guard case .dictionary = found else { throw mismatch("a keyed container", found, path, at: node) }
            return .host(DecodingContainer(.keyed(keyType: keyType), found, path: path, strategy: container.strategy))
        case (.keyed, "superDecoder"), (.unkeyed, "superDecoder"):
            return .host(DecodingContainer(.decoder, container.value, path: container.path, strategy: container.strategy))
        case (.single, "decode"):
            guard let typeName = typeArgument() else { return nil }
            return try decode(typeName, from: container.value, path: container.path, strategy: container.strategy, at: node)
        case (.single, "decodeNil"):
            if case .null = container.value { return .bool(true) }
            return .bool(false)
        case (.unkeyed, "decode"), (.unkeyed, "decodeIfPresent"):
            guard let typeName = typeArgument() else { return nil }
            let path = container.path + ["\(container.index)"]
            let value = try container.next(self, at: node)
            if name == "decodeIfPresent", case .null = value { return .null }
            return try decode(typeName, from: value, path: path, strategy: container.strategy, at: node)
        case (.unkeyed, "decodeNil"):
            guard case .null? = container.items.indices.contains(container.index) ? container.items[container.index] : nil else { return .bool(false) }
            container.index += 1
            return .bool(true)
        default:
            return nil
        }
    }

    /// A container's property: `codingPath`, a keyed container's `allKeys`, an unkeyed one's
    /// `count`, `isAtEnd` and `currentIndex`.
    func decodingContainerProperty(_ name: String, of container: DecodingContainer) -> Value? {
        switch name {
        case "codingPath": return .array(container.path.map(Value.string))
        case "userInfo": return .dictionary([])
        case "count" where container.kind == .unkeyed: return .int(container.items.count)
        case "isAtEnd" where container.kind == .unkeyed: return .bool(container.index >= container.items.count)
        case "currentIndex" where container.kind == .unkeyed: return .int(container.index)
        case "allKeys":
            guard case .keyed(let keyType) = container.kind, case .dictionary(let pairs) = container.value else { return nil }
            let declaration = program.type(named: keyType)
            return .array(pairs.compactMap { pair -> Value? in
                guard case .string(let key) = pair.key else { return nil }
                guard let declaration else { return .string(key) }
                let name = declaration.cases.first { (rawValue(of: $0.name, in: declaration)?.description ?? $0.name) == key }?.name
                return name.map { enumValue(declaration, $0, associated: []) }
            })
        default: return nil
        }
    }

    // MARK: Values of a type

    /// The value of `typeName` that `tree` (parsed JSON or property list) decodes to.
    func decode(_ typeName: String, from tree: Value, path: [String], strategy: DecodingStrategy, at node: some SyntaxProtocol) throws -> Value {
        let type = typeName.trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") || (type.hasPrefix("Optional<") && type.hasSuffix(">")) {
            if case .null = tree { return .null }
            let inner = type.hasSuffix("?") ? String(type.dropLast()) : String(type.dropFirst(9).dropLast())
            return try decode(inner, from: tree, path: path, strategy: strategy, at: node)
        }
        if case .null = tree {
            throw decodingError(node, "DecodingError.valueNotFound: \(type) expected at \(pathText(path)), found null")
        }
        if let (keyType, valueType) = Self.dictionaryTypes(type) {
            guard case .dictionary(let pairs) = tree else { throw mismatch(type, tree, path, at: node) }
            return .dictionary(try pairs.map { pair in
                let key = keyType == "String" ? pair.key : try decode(keyType, from: pair.key, path: path, strategy: strategy, at: node)
                return (key: key, value: try decode(valueType, from: pair.value, path: path + [pair.key.description], strategy: strategy, at: node))
            })
        }
        if let element = Self.elementType(type) {
            guard case .array(let items) = tree else { throw mismatch(type, tree, path, at: node) }
            return .array(try items.enumerated().map { index, item in
                try decode(element, from: item, path: path + ["\(index)"], strategy: strategy, at: node)
            })
        }
        switch (type, tree) {
        case ("String", .string), ("Bool", .bool), ("URL", .string), ("UUID", .string):
            return tree
        case ("Int", .int), ("Int8", .int), ("Int16", .int), ("Int32", .int), ("Int64", .int),
             ("UInt", .int), ("UInt8", .int), ("UInt16", .int), ("UInt32", .int), ("UInt64", .int):
            return tree
        case ("Int", .double(let number)) where number.rounded() == number && abs(number) < 9e15:
            return .int(Int(number))
        case ("Double", .double), ("Float", .double), ("CGFloat", .double), ("TimeInterval", .double), ("Decimal", .double):
            return tree
        case ("Double", .int(let number)), ("Float", .int(let number)), ("CGFloat", .int(let number)),
             ("TimeInterval", .int(let number)), ("Decimal", .int(let number)):
            return .double(Double(number))
        case ("Date", _):
            return try strategy.date(from: tree, in: self, path: path, at: node)
        case ("Data", .string(let text)):
            guard let bytes = Data(base64Encoded: text) else { throw decodingError(node, "DecodingError.dataCorrupted: not Base64 at \(pathText(path))") }
            return .host(BinaryData(bytes))
        case ("String", _), ("Bool", _), ("URL", _), ("UUID", _), ("Int", _), ("Double", _), ("Float", _), ("CGFloat", _), ("Data", _):
            throw mismatch(type, tree, path, at: node)
        default:
            break
        }
        guard let declaration = program.type(named: type) else {
            return approximated(node, "'\(type)' is not declared in the files read, so the decoded value is a placeholder")
        }
        return try decodeDeclared(declaration, from: tree, path: path, strategy: strategy, at: node)
    }

    /// A value of a type the source declares.
    private func decodeDeclared(_ declaration: TypeDeclaration, from tree: Value, path: [String], strategy: DecodingStrategy,
                                at node: some SyntaxProtocol) throws -> Value {
        let ownDecoding = declaration.initializers.contains { initializer in
            initializer.signature.parameterClause.parameters.first?.firstName.text == "from"
        }
        if ownDecoding {
            let decoder = DecodingContainer(.decoder, tree, path: path, strategy: strategy)
            return try construct(declaration.name, arguments: [Argument(label: "from", value: .host(decoder))], at: node)
        }
        if declaration.kind == .enumeration {
            guard declaration.rawType != nil else {
                return approximated(node, "decoding the enum \(declaration.name) without raw values is not provided; the preview shows a placeholder")
            }
            let made = try construct(declaration.name, arguments: [Argument(label: "rawValue", value: tree)], at: node)
            if case .null = made {
                throw decodingError(node, "DecodingError.dataCorrupted: \(tree.debugDescription) is not a \(declaration.name) at \(pathText(path))")
            }
            return made
        }
        guard declaration.kind == .structure || declaration.kind == .classType else {
            return approximated(node, "a \(declaration.name) cannot be decoded here")
        }
        guard case .dictionary = tree else { throw mismatch(declaration.name, tree, path, at: node) }
        let container = DecodingContainer(.keyed(keyType: declaration.name + ".CodingKeys"), tree, path: path, strategy: strategy)
        let codingKeys = program.type(named: declaration.name + ".CodingKeys")
        let instance = Instance(typeName: declaration.name, fields: [:], isReference: declaration.isReference)
        let scope = Scope(parent: nil, selfValue: .instance(instance), selfType: declaration)
        for property in declaration.stored {
            let typeText = property.type.map { program.text(of: $0) }
            let isOptional = typeText.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } ?? false
            let initial = { try property.initialValue.map { self.coerce(try self.evaluate($0, in: scope), to: property.type, selfType: declaration.name) } }
            if property.isLet, property.initialValue != nil {
                instance.fields[property.name] = try initial() ?? .null
                continue
            }
            var key = property.name
            if let codingKeys {
                guard codingKeys.cases.contains(where: { $0.name == property.name }) else {
                    instance.fields[property.name] = try initial() ?? .null
                    continue
                }
                key = rawValue(of: property.name, in: codingKeys)?.description ?? property.name
            }
            guard let found = container.member(key) else {
                if isOptional { instance.fields[property.name] = .null; continue }
                throw decodingError(node, "DecodingError.keyNotFound: no key '\(key)' for \(declaration.name).\(property.name) at \(pathText(path))")
            }
            guard let typeText else {
                instance.fields[property.name] = found
                continue
            }
            let context = program.type(named: typeText, from: declaration.name)?.name ?? typeText
            instance.fields[property.name] = try decode(context, from: found, path: path + [key], strategy: strategy, at: node)
        }
        return .instance(instance)
    }

    // MARK: Helpers

    /// The type a `T.self` argument names: `Station.self`, `[Station].self`, a generic parameter
    /// bound to one.
    func decodedTypeName(_ value: Value) -> String? {
        switch value {
        case .type(let name): return name
        case .array(let items) where items.count == 1: return decodedTypeName(items[0]).map { "[\($0)]" }
        case .dictionary(let pairs) where pairs.count == 1:
            guard let key = decodedTypeName(pairs[0].key), let value = decodedTypeName(pairs[0].value) else { return nil }
            return "[\(key): \(value)]"
        default: return nil
        }
    }

    /// A coding key as the JSON writes it: `.id` of a `CodingKeys` enum (its raw value, else its
    /// name), or a string.
    private func keyString(_ value: Value, of container: DecodingContainer) -> String? {
        switch value {
        case .string(let key): return key
        case .enumCase(let key): return key.rawValue.map { $0.description } ?? key.caseName
        case .symbol(let symbol) where symbol.chain.isEmpty && symbol.arguments == nil:
            if case .keyed(let keyType) = container.kind, let declaration = program.type(named: keyType),
               let raw = rawValue(of: symbol.name, in: declaration) {
                return raw.description
            }
            return symbol.name
        case .instance(let key):
            if case .string(let text)? = key.fields["stringValue"] { return text }
            return nil
        default: return nil
        }
    }

    private func pathText(_ path: [String]) -> String {
        path.isEmpty ? "the top level" : "'" + path.joined(separator: ".") + "'"
    }

    private func mismatch(_ expected: String, _ found: Value, _ path: [String], at node: some SyntaxProtocol) -> ThrownError {
        let kind: String
        switch found {
        case .dictionary: kind = "an object"
        case .array: kind = "an array"
        case .string: kind = "a string"
        case .int, .double: kind = "a number"
        case .bool: kind = "a Boolean"
        default: kind = found.typeName
        }
        return decodingError(node, "DecodingError.typeMismatch: \(expected) expected at \(pathText(path)), found \(kind)")
    }

    func decodingError(_ node: some SyntaxProtocol, _ description: String) -> ThrownError {
        ThrownError(position: program.position(of: node), description: description)
    }

    /// `[Key: Value]` or `Dictionary<Key, Value>`: its key and value types.
    static func dictionaryTypes(_ type: String) -> (String, String)? {
        var inner: Substring
        if type.hasPrefix("["), type.hasSuffix("]") { inner = type.dropFirst().dropLast() }
        else if type.hasPrefix("Dictionary<"), type.hasSuffix(">") { inner = type.dropFirst(11).dropLast() }
        else { return nil }
        var depth = 0
        for index in inner.indices {
            switch inner[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0, "," where depth == 0 && type.hasPrefix("Dictionary"):
                return (inner[..<index].trimmingCharacters(in: .whitespaces),
                        inner[inner.index(after: index)...].trimmingCharacters(in: .whitespaces))
            default: break
            }
        }
        return nil
    }

    /// `[Element]`, `Array<Element>` or `Set<Element>`: its element type.
    static func elementType(_ type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]") { return String(type.dropFirst().dropLast()) }
        for generic in ["Array<", "Set<", "ContiguousArray<"] where type.hasPrefix(generic) && type.hasSuffix(">") {
            return String(type.dropFirst(generic.count).dropLast())
        }
        return nil
    }

    /// Parsed JSON or property-list objects as values: objects become dictionaries in key order.
    static func decodedTree(_ object: Any) -> Value {
        switch object {
        case is NSNull: return .null
        case let text as String: return .string(text)
        case let date as Date: return .date(date)
        case let bytes as Data: return .host(BinaryData(bytes))
        case let number as NSNumber:
            let kind = String(cString: number.objCType)
            if kind == "c" || kind == "B" || type(of: number) == type(of: NSNumber(value: true)) && kind != "q" && kind != "d" {
                return .bool(number.boolValue)
            }
            if kind == "d" || kind == "f" {
                let double = number.doubleValue
                return .double(double)
            }
            return .int(number.intValue)
        case let items as [Any]: return .array(items.map(decodedTree))
        case let pairs as [String: Any]:
            return .dictionary(pairs.keys.sorted().map { (key: Value.string($0), value: decodedTree(pairs[$0]!)) })
        default: return .unknown("a decoded value")
        }
    }
}

/// The decoder a type's `init(from decoder:)` is given, and the containers it opens: a place in
/// the parsed data, its coding path, and the decoder's strategies. An unkeyed container keeps its
/// cursor, as Swift's does.
final class DecodingContainer: HostValue, @unchecked Sendable {
    enum Kind: Equatable {
        case decoder
        case keyed(keyType: String)
        case unkeyed
        case single
    }

    let kind: Kind
    let value: Value
    let path: [String]
    let strategy: DecodingStrategy
    /// The next element an unkeyed container decodes.
    var index = 0

    init(_ kind: Kind, _ value: Value, path: [String], strategy: DecodingStrategy) {
        self.kind = kind
        self.value = value
        self.path = path
        self.strategy = strategy
    }

    var typeName: String {
        switch kind {
        case .decoder: return "Decoder"
        case .keyed(let keyType): return "KeyedDecodingContainer<\(keyType)>"
        case .unkeyed: return "UnkeyedDecodingContainer"
        case .single: return "SingleValueDecodingContainer"
        }
    }

    var conformances: [String] { [] }

    func isEqual(to other: any HostValue) -> Bool { (other as? DecodingContainer) === self }

    var items: [Value] {
        if case .array(let items) = value { return items }
        return []
    }

    /// The value under a key, with the key strategy applied to the data's keys; nil when absent.
    func member(_ key: String) -> Value? {
        guard case .dictionary(let pairs) = value else { return nil }
        return pairs.first { pair in
            guard case .string(let written) = pair.key else { return false }
            return (strategy.convertsFromSnakeCase ? DecodingStrategy.camelCase(written) : written) == key
        }?.value
    }

    /// An unkeyed container's next element, moving past it.
    func next(_ evaluator: Evaluator, at node: some SyntaxProtocol) throws -> Value {
        guard index < items.count else {
            throw evaluator.decodingError(node, "DecodingError.valueNotFound: the unkeyed container at index \(index) is at its end")
        }
        index += 1
        return items[index - 1]
    }
}

/// A `JSONDecoder`'s `keyDecodingStrategy` and `dateDecodingStrategy`, read when it decodes.
struct DecodingStrategy: Sendable {
    var convertsFromSnakeCase = false
    var date: Value = .symbol(Symbol(name: "deferredToDate"))

    init(_ decoder: Instance) {
        if case .symbol(let symbol)? = decoder.fields["keyDecodingStrategy"] { convertsFromSnakeCase = symbol.name == "convertFromSnakeCase" }
        if let date = decoder.fields["dateDecodingStrategy"] { self.date = date }
    }

    /// `convertFromSnakeCase`: `first_name` → `firstName`, leading and trailing underscores kept.
    static func camelCase(_ key: String) -> String {
        guard key.contains("_") else { return key }
        let leading = key.prefix { $0 == "_" }
        let trailing = String(key.reversed().prefix { $0 == "_" })
        let core = key.dropFirst(leading.count).dropLast(trailing.count)
        let words = core.split(separator: "_", omittingEmptySubsequences: true)
        guard let first = words.first else { return key }
        return leading + first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined() + trailing
    }

    /// A date as the strategy reads it.
    func date(from tree: Value, in evaluator: Evaluator, path: [String], at node: some SyntaxProtocol) throws -> Value {
        func number() -> Double? {
            switch tree {
            case .int(let value): return Double(value)
            case .double(let value): return value
            default: return nil
            }
        }
        if case .date = tree { return tree }
        guard case .symbol(let symbol) = date else { return .unknown("a date decoded with a custom strategy") }
        switch symbol.name {
        case "deferredToDate":
            if let seconds = number() { return .date(Date(timeIntervalSinceReferenceDate: seconds)) }
        case "secondsSince1970":
            if let seconds = number() { return .date(Date(timeIntervalSince1970: seconds)) }
        case "millisecondsSince1970":
            if let milliseconds = number() { return .date(Date(timeIntervalSince1970: milliseconds / 1000)) }
        case "iso8601":
            if case .string(let text) = tree {
                let parser = ISO8601DateFormatter()
                if let parsed = parser.date(from: text) { return .date(parsed) }
            }
        case "formatted":
            if case .string(let text) = tree, let formatter = symbol.argument(nil) {
                let parsed = try evaluator.callMethod("date", on: formatter, arguments: [Argument(label: "from", value: .string(text))], at: node)
                if case .date = parsed { return parsed }
            }
        case "custom":
            return evaluator.approximated(node, "a custom date decoding strategy is not run by the preview; the date is a placeholder")
        default:
            // `static let varsomDate = custom { … }` in an extension of the strategy: the source's own, not run.
            let declared = ["JSONDecoder.DateDecodingStrategy", "DateDecodingStrategy"].contains {
                let extended = evaluator.program.extensions[$0]
                return extended?.staticStored[symbol.name] != nil || extended?.staticComputed[symbol.name] != nil
            }
            if declared {
                return evaluator.approximated(node, "the date decoding strategy .\(symbol.name) is a custom one the source declares, which the preview does not run; the date is a placeholder")
            }
            return evaluator.approximated(node, "the date decoding strategy .\(symbol.name) is not provided; the date is a placeholder")
        }
        throw evaluator.decodingError(node, "DecodingError.dataCorrupted: \(tree.debugDescription) is not a date (.\(symbol.name)) at "
            + (path.isEmpty ? "the top level" : "'" + path.joined(separator: ".") + "'"))
    }
}
