import Foundation

/// String and Character: properties, methods (with Foundation's `components(separatedBy:)`,
/// `replacingOccurrences`, `trimmingCharacters(in:)`, `padding`, `capitalized`) and initializers.
/// What a String shares with every sequence (`map`, `filter`, `prefix`, `sorted`…) is in
/// `StandardLibrary+Sequences.swift`.
extension StandardLibrary {
    func stringProperty(_ name: String, of text: String) throws -> Value? {
        switch name {
        case "count": return .int(text.count)
        case "isEmpty": return .bool(text.isEmpty)
        // A String's indices are character offsets here, as an array's are.
        case "startIndex": return .int(0)
        case "endIndex": return .int(text.count)
        case "first": return text.first.map(Value.character) ?? .null
        case "last": return text.last.map(Value.character) ?? .null
        case "capitalized", "localizedCapitalized": return .string(text.capitalized)
        case "localizedUppercase": return .string(text.uppercased())
        case "localizedLowercase": return .string(text.lowercased())
        case "utf8": return .array(text.utf8.map { .int(Int($0)) })
        case "utf16": return .array(text.utf16.map { .int(Int($0)) })
        case "unicodeScalars": return .array(text.unicodeScalars.map { .character(Character($0)) })
        // A URL is carried as its string (`URL(string:)`): what widget code reads of one.
        case "absoluteString": return .string(text)
        case "path": return URL(string: text).map { .string($0.path) } ?? .null
        case "lastPathComponent": return .string((URL(string: text)?.lastPathComponent) ?? (text as NSString).lastPathComponent)
        case "pathExtension": return .string((URL(string: text)?.pathExtension) ?? (text as NSString).pathExtension)
        case "pathComponents": return .array((URL(string: text)?.pathComponents ?? []).map(Value.string))
        // Foundation's URL parts, nil where the URL has none, as Foundation gives them.
        case "host", "scheme", "query", "fragment", "user", "password":
            guard let url = URL(string: text) else { return .null }
            let part: String? = switch name {
            case "host": url.host
            case "scheme": url.scheme
            case "query": url.query
            case "fragment": url.fragment
            case "user": url.user
            default: url.password
            }
            return part.map(Value.string) ?? .null
        case "port": return URL(string: text)?.port.map(Value.int) ?? .null
        case "isFileURL": return .bool(URL(string: text)?.isFileURL ?? false)
        default: return nil
        }
    }

    /// A URL's path methods (`appendingPathComponent`, `appending(path:)`), on its string.
    func urlMethod(_ name: String, of text: String, _ arguments: Arguments) throws -> Value? {
        guard let url = URL(string: text) else { return nil }
        switch name {
        case "appendingPathComponent" where arguments.match(nil) || arguments.match(nil, "isDirectory") || arguments.match(nil, "conformingTo"):
            return .string(url.appendingPathComponent(try arguments.string(0)).absoluteString)
        case "appending" where arguments.match("path") || arguments.match("component"):
            return .string(url.appendingPathComponent(try arguments.string(0)).absoluteString)
        case "appendingPathExtension" where arguments.match(nil):
            return .string(url.appendingPathExtension(try arguments.string(0)).absoluteString)
        case "deletingLastPathComponent" where arguments.isEmpty:
            return .string(url.deletingLastPathComponent().absoluteString)
        default:
            return nil
        }
    }

    func stringMethod(_ name: String, of text: String, _ arguments: Arguments) throws -> Value? {
        switch name {
        case "data": return stringData(text, arguments)
        case "uppercased" where arguments.isEmpty: return .string(text.uppercased())
        case "lowercased" where arguments.isEmpty: return .string(text.lowercased())
        case "hasPrefix" where arguments.match(nil): return .bool(text.hasPrefix(try arguments.string(0)))
        case "hasSuffix" where arguments.match(nil): return .bool(text.hasSuffix(try arguments.string(0)))
        case "starts" where arguments.match("with"): return .bool(text.hasPrefix(try arguments.string(0)))
        case "contains" where arguments.match(nil):
            if case .function = arguments[0] { return nil }
            let part = try arguments.string(0)
            return .bool(part.isEmpty || text.contains(part))
        case "localizedCaseInsensitiveContains" where arguments.match(nil), "localizedStandardContains" where arguments.match(nil):
            return .bool(text.range(of: try arguments.string(0), options: [.caseInsensitive, .diacriticInsensitive]) != nil)
        case "range" where arguments.match("of"):
            let part = try arguments.string(0)
            guard let range = text.range(of: part) else { return .null }
            let start = text.distance(from: text.startIndex, to: range.lowerBound)
            return .range(lower: .int(start), upper: .int(start + part.count), closed: false)
        case "components" where arguments.match("separatedBy"):
            if case .string(let separator) = arguments[0] {
                return .array(text.components(separatedBy: separator).map(Value.string))
            }
            if case .character(let separator) = arguments[0] {
                return .array(text.components(separatedBy: String(separator)).map(Value.string))
            }
            return .array(text.components(separatedBy: try characterSet(arguments[0], in: arguments.call)).map(Value.string))
        case "split":
            return try split(text, arguments)
        case "replacingOccurrences" where arguments.match("of", "with"):
            let target = try arguments.string(0), replacement = try arguments.string(1)
            return .string(target.isEmpty ? text : text.replacingOccurrences(of: target, with: replacement))
        case "replacingOccurrences" where arguments.match("of", "with", "options"):
            let target = try arguments.string(0), replacement = try arguments.string(1)
            let options = try Self.compareOptions(arguments[2], in: arguments.call)
            return .string(target.isEmpty ? text : text.replacingOccurrences(of: target, with: replacement, options: options))
        case "range" where arguments.match("of", "options"):
            let part = try arguments.string(0)
            guard let range = text.range(of: part, options: try Self.compareOptions(arguments[1], in: arguments.call)) else { return .null }
            let start = text.distance(from: text.startIndex, to: range.lowerBound)
            return .range(lower: .int(start), upper: .int(text.distance(from: text.startIndex, to: range.upperBound)), closed: false)
        case "replacing" where arguments.match(nil, "with"):
            let target = try arguments.string(0), replacement = try arguments.string(1)
            return .string(target.isEmpty ? text : text.replacingOccurrences(of: target, with: replacement))
        case "trimmingCharacters" where arguments.match("in"):
            return .string(text.trimmingCharacters(in: try characterSet(arguments[0], in: arguments.call)))
        case "trimmingPrefix" where arguments.match(nil):
            let prefix = try arguments.string(0)
            return .string(text.hasPrefix(prefix) && !prefix.isEmpty ? String(text.dropFirst(prefix.count)) : text)
        case "padding" where arguments.match("toLength", "withPad", "startingAt"):
            return .string(try padding(text, arguments))
        case "appending" where arguments.match(nil):
            return .string(text + (try arguments.string(0)))
        case "index" where arguments.match("after"):
            return .int(try arguments.int(0) + 1)
        case "index" where arguments.match("before"):
            return .int(try arguments.int(0) - 1)
        case "index" where arguments.match(nil, "offsetBy"):
            let index = try arguments.int(0) + (try arguments.int(1))
            guard (0...text.count).contains(index) else { throw arguments.fail("the index \(index) is outside the string (\(text.count) characters); Swift traps") }
            return .int(index)
        case "distance" where arguments.match("from", "to"):
            return .int(try arguments.int(1) - (try arguments.int(0)))
        default:
            return try urlMethod(name, of: text, arguments)
        }
    }

    /// `split(separator:maxSplits:omittingEmptySubsequences:)` with a Character or String separator,
    /// and `split(whereSeparator:)`; the parts as strings, as Swift splits them.
    private func split(_ text: String, _ arguments: Arguments) throws -> Value? {
        let labels = Set(arguments.list.compactMap(\.label))
        guard labels.isSubset(of: ["separator", "maxSplits", "omittingEmptySubsequences", "whereSeparator"]) else { return nil }
        let characters = Array(text)
        /// The length of the separator starting at an offset, or nil.
        let separatorLength: (Int) throws -> Int?
        if let predicate = arguments.value("whereSeparator") ?? arguments.value(nil), case .function(let f) = predicate {
            separatorLength = { try Arguments.test(f, .character(characters[$0]), in: "split(whereSeparator:)") ? 1 : nil }
        } else if let separator = arguments.value("separator") {
            let separatorCharacters = Array(try Arguments.string(separator, in: "split(separator:)"))
            guard !separatorCharacters.isEmpty else { throw arguments.fail("the separator must not be empty") }
            separatorLength = { offset in
                guard offset + separatorCharacters.count <= characters.count else { return nil }
                return Array(characters[offset..<offset + separatorCharacters.count]) == separatorCharacters ? separatorCharacters.count : nil
            }
        } else {
            return nil
        }
        let maxSplits = try arguments.value("maxSplits").map { try Arguments.int($0, in: "split") } ?? Int.max
        guard maxSplits >= 0 else { throw arguments.fail("maxSplits must not be negative; Swift traps") }
        let omitting = try arguments.value("omittingEmptySubsequences").map { try Arguments.bool($0, in: "split") } ?? true
        var parts: [String] = []
        var partStart = 0
        var offset = 0
        if maxSplits > 0 {
            while offset < characters.count {
                guard let length = try separatorLength(offset) else {
                    offset += 1
                    continue
                }
                if !(omitting && partStart == offset) { parts.append(String(characters[partStart..<offset])) }
                offset += length
                partStart = offset
                if parts.count == maxSplits { break }
            }
        }
        if partStart != characters.count || !omitting { parts.append(String(characters[partStart...])) }
        return .array(parts.map(Value.string))
    }

    private func padding(_ text: String, _ arguments: Arguments) throws -> String {
        let length = try arguments.int(0), pad = try arguments.string(1), start = try arguments.int(2)
        guard !pad.isEmpty else { throw arguments.fail("the pad string must not be empty") }
        guard start >= 0, start < pad.count else {
            throw arguments.fail("startingAt \(start) is outside the pad string; Foundation raises an exception")
        }
        if text.count >= length { return String(text.prefix(max(0, length))) }
        var result = text
        let padCharacters = Array(pad)
        var index = start
        while result.count < length {
            result.append(padCharacters[index])
            index = (index + 1) % padCharacters.count
        }
        return result
    }

    /// A Foundation `CharacterSet` from `.whitespaces`, `CharacterSet.decimalDigits`,
    /// `CharacterSet(charactersIn:)`, with `.union(_:)`, `.subtracting(_:)`, `.inverted`.
    func characterSet(_ value: Value, in call: String) throws -> CharacterSet {
        switch value {
        case .symbol(let symbol):
            var set: CharacterSet
            // `.init(charactersIn: "/:?")` where a CharacterSet is expected.
            if symbol.name == "init", let given = symbol.arguments, given.count == 1, given[0].label == "charactersIn",
               case .string(let characters) = given[0].value {
                set = CharacterSet(charactersIn: characters)
            } else {
                set = try StandardLibrary.namedCharacterSet(symbol.name, in: call)
            }
            for member in symbol.chain {
                let other = try member.arguments?.first.map { try characterSet($0.value, in: call) }
                switch (member.name, other) {
                case ("inverted", nil): set = set.inverted
                case ("union", let other?): set = set.union(other)
                case ("subtracting", let other?): set = set.subtracting(other)
                case ("intersection", let other?): set = set.intersection(other)
                default: throw EvaluationError("\(call): CharacterSet has no member .\(member.name) here")
                }
            }
            return set
        case .enumCase(let e):
            return try StandardLibrary.namedCharacterSet(e.caseName, in: call)
        case .instance(let instance) where instance.typeName == "CharacterSet":
            var set = CharacterSet(charactersIn: (instance.fields["characters"]).map { $0.description } ?? "")
            if case .bool(true)? = instance.fields["inverted"] { set = set.inverted }
            return set
        case .string(let s):
            return CharacterSet(charactersIn: s)
        default:
            throw EvaluationError("\(call) expects a CharacterSet such as .whitespaces, not \(Arguments.describe(value))")
        }
    }

    static func namedCharacterSet(_ name: String, in call: String) throws -> CharacterSet {
        switch name {
        case "whitespaces": return .whitespaces
        case "whitespacesAndNewlines": return .whitespacesAndNewlines
        case "newlines": return .newlines
        case "decimalDigits": return .decimalDigits
        case "letters": return .letters
        case "lowercaseLetters": return .lowercaseLetters
        case "uppercaseLetters": return .uppercaseLetters
        case "alphanumerics": return .alphanumerics
        case "punctuationCharacters": return .punctuationCharacters
        case "symbols": return .symbols
        case "controlCharacters": return .controlCharacters
        case "capitalizedLetters": return .capitalizedLetters
        case "nonBaseCharacters": return .nonBaseCharacters
        case "illegalCharacters": return .illegalCharacters
        default: throw EvaluationError("\(call): .\(name) is not a CharacterSet")
        }
    }

    // MARK: Characters

    func characterProperty(_ name: String, of character: Character) -> Value? {
        switch name {
        case "isNumber": return .bool(character.isNumber)
        case "isLetter": return .bool(character.isLetter)
        case "isWhitespace": return .bool(character.isWhitespace)
        case "isNewline": return .bool(character.isNewline)
        case "isUppercase": return .bool(character.isUppercase)
        case "isLowercase": return .bool(character.isLowercase)
        case "isCased": return .bool(character.isCased)
        case "isPunctuation": return .bool(character.isPunctuation)
        case "isSymbol": return .bool(character.isSymbol)
        case "isMathSymbol": return .bool(character.isMathSymbol)
        case "isCurrencySymbol": return .bool(character.isCurrencySymbol)
        case "isWholeNumber": return .bool(character.isWholeNumber)
        case "wholeNumberValue": return character.wholeNumberValue.map(Value.int) ?? .null
        case "isHexDigit": return .bool(character.isHexDigit)
        case "hexDigitValue": return character.hexDigitValue.map(Value.int) ?? .null
        case "isASCII": return .bool(character.isASCII)
        case "asciiValue": return character.asciiValue.map { .int(Int($0)) } ?? .null
        default: return nil
        }
    }

    func characterMethod(_ name: String, of character: Character, _ arguments: Arguments) -> Value? {
        switch name {
        case "uppercased" where arguments.isEmpty: return .string(character.uppercased())
        case "lowercased" where arguments.isEmpty: return .string(character.lowercased())
        default: return nil
        }
    }

    // MARK: Initializers

    func stringInitializer(_ name: String, _ arguments: Arguments) throws -> Value? {
        switch name {
        case "String", "Substring":
            return try string(arguments)
        case "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource":
            guard !arguments.isEmpty else { return nil }
            return .string(try arguments.string(0))
        case "Character" where arguments.match(nil):
            switch arguments[0] {
            case .character: return arguments[0]
            case .string(let s):
                guard s.count == 1, let character = s.first else {
                    throw arguments.fail("Character(\"\(s)\") needs exactly one character, not \(s.count); Swift traps")
                }
                return .character(character)
            default:
                throw arguments.fail("Character(_:) expects a one-character String, not \(Arguments.describe(arguments[0]))")
            }
        case "CharacterSet" where arguments.match("charactersIn"):
            return .instance(Instance(typeName: "CharacterSet", fields: ["characters": .string(try arguments.string(0))], isReference: false))
        default:
            return nil
        }
    }

    private func string(_ arguments: Arguments) throws -> Value? {
        if arguments.isEmpty { return .string("") }
        // A value the preview could not compute stays one (a placeholder where it is shown),
        // never its reason as the widget's text.
        if let unknown = arguments.list.first(where: { if case .unknown = $0.value { true } else { false } }) { return unknown.value }
        if arguments.list.first?.label == "format" {
            let format = try arguments.string(0)
            var values = arguments.list.dropFirst().filter { $0.label != "locale" }.map(\.value)
            if let given = arguments.list.dropFirst().first(where: { $0.label == "arguments" }), case .array(let items) = given.value {
                values = items
            }
            let given = arguments.list.first { $0.label == "locale" }?.value
            let locale = given.flatMap { $0.isNull ? nil : previewLocale($0).locale }
            return .string(try PrintfFormatter(format: format, locale: locale).format(values))
        }
        if arguments.match("describing") { return .string(arguments[0].description) }
        if arguments.match("reflecting") { return .string(arguments[0].debugDescription) }
        if arguments.match("repeating", "count") {
            let count = try arguments.int(1)
            guard count >= 0 else { throw arguments.fail("a negative count (\(count)); Swift traps") }
            let piece = try arguments.string(0)
            guard piece.isEmpty || count <= StandardLibrary.elementLimit / max(piece.count, 1) else {
                throw arguments.fail("a string of more than \(StandardLibrary.elementLimit) characters")
            }
            return .string(String(repeating: piece, count: count))
        }
        if arguments.list.count >= 2, arguments.list[0].label == nil, arguments.list[1].label == "radix" {
            let number = try arguments.int(0), radix = try arguments.int(1)
            guard (2...36).contains(radix) else { throw arguments.fail("the radix must be between 2 and 36; Swift traps") }
            let uppercase = try arguments.value("uppercase").map { try Arguments.bool($0, in: arguments.call) } ?? false
            return .string(String(number, radix: radix, uppercase: uppercase))
        }
        guard arguments.match(nil) else { return nil }
        switch arguments[0] {
        case .array(let items) where items.allSatisfy({ if case .character = $0 { true } else if case .string = $0 { true } else { false } }):
            return .string(items.map(\.description).joined())
        case .null:
            throw arguments.fail("String(_:) of an optional does not compile; use String(describing:) or unwrap it")
        default:
            return .string(arguments[0].description)
        }
    }
}

extension StandardLibrary {
    /// `String.CompareOptions` as written: one option (`.caseInsensitive`) or a list of them.
    static func compareOptions(_ value: Value, in call: String) throws -> String.CompareOptions {
        let names: [String]
        switch value {
        case .symbol(let symbol): names = [symbol.name]
        case .enumCase(let option): names = [option.caseName]
        case .array(let items):
            names = try items.map { item in
                switch item {
                case .symbol(let symbol): return symbol.name
                case .enumCase(let option): return option.caseName
                default: throw EvaluationError("\(call): an option of String.CompareOptions, not \(Arguments.describe(item))")
                }
            }
        default: throw EvaluationError("\(call): String.CompareOptions, not \(Arguments.describe(value))")
        }
        let known: [String: String.CompareOptions] = [
            "caseInsensitive": .caseInsensitive, "literal": .literal, "backwards": .backwards, "anchored": .anchored,
            "numeric": .numeric, "diacriticInsensitive": .diacriticInsensitive, "widthInsensitive": .widthInsensitive,
            "forcedOrdering": .forcedOrdering, "regularExpression": .regularExpression,
        ]
        return try String.CompareOptions(names.map { name in
            guard let option = known[name] else { throw EvaluationError("\(call): '.\(name)' is not an option of String.CompareOptions") }
            return option
        })
    }
}
