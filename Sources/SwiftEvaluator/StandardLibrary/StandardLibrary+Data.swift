import Foundation

/// `Data` made from text (`"…".data(using: .utf8)`, `Data("…".utf8)`) and read back as text, and
/// `JSONDecoder` / `PropertyListDecoder` with their settings. Decoding into the source's own types
/// is the evaluator's (`Evaluator+Decoding.swift`), which knows them.
extension StandardLibrary {
    static let decoderTypeNames: Set<String> = ["JSONDecoder", "PropertyListDecoder"]

    func dataInitializer(_ name: String, _ arguments: Arguments) throws -> Value? {
        switch name {
        case "Data" where arguments.isEmpty, "Data" where arguments.match("capacity"):
            if arguments.count == 1 { _ = try arguments.int(0) }
            return .host(BinaryData(Data()))
        case "Data" where arguments.match("count"), "Data" where arguments.match("repeating", "count"):
            let count = try arguments.int(arguments.count - 1)
            let byte = arguments.count == 2 ? try arguments.int(0) : 0
            guard (0...255).contains(byte) else { throw arguments.fail("expects a byte, not \(byte)") }
            guard count >= 0 else { throw arguments.fail("a negative count; Swift traps") }
            if let problem = StandardLibrary.lengthProblem(count, of: "data") { throw arguments.fail(problem) }
            return .host(BinaryData(Data(repeating: UInt8(byte), count: count)))
        case "Data" where arguments.match(nil):
            switch arguments[0] {
            case .array(let items):
                let bytes = try items.map { item -> UInt8 in
                    guard case .int(let byte) = item, (0...255).contains(byte) else {
                        throw arguments.fail("expects bytes, not \(Arguments.describe(item))")
                    }
                    return UInt8(byte)
                }
                return .host(BinaryData(Data(bytes)))
            case .string(let text):
                return .host(BinaryData(Data(text.utf8)))
            default:
                return nil
            }
        case "Data" where arguments.match("base64Encoded"), "Data" where arguments.match("base64Encoded", "options"):
            // The Base64 text as a String, or as Data (`"…".data(using: .utf8)!`, brave-ios's mock
            // favicon); `.ignoreUnknownCharacters`, the one option, when options are given.
            let options: Data.Base64DecodingOptions = arguments.count > 1 ? .ignoreUnknownCharacters : []
            if case .host(let hosted) = arguments[0], let text = hosted as? BinaryData {
                return Data(base64Encoded: text.bytes, options: options).map { .host(BinaryData($0)) } ?? .null
            }
            return Data(base64Encoded: try arguments.string(0), options: options).map { .host(BinaryData($0)) } ?? .null
        case "String" where arguments.match("data", "encoding"), "String" where arguments.match("decoding", "as"):
            guard case .host(let hosted) = arguments[0], let data = hosted as? BinaryData else { return nil }
            return String(data: data.bytes, encoding: .utf8).map(Value.string) ?? .null
        case "JSONDecoder" where arguments.isEmpty:
            return .instance(Instance(typeName: name, fields: [
                "keyDecodingStrategy": .symbol(Symbol(name: "useDefaultKeys")),
                "dateDecodingStrategy": .symbol(Symbol(name: "deferredToDate")),
            ], isReference: true))
        case "PropertyListDecoder" where arguments.isEmpty:
            return .instance(Instance(typeName: name, fields: [:], isReference: true))
        default:
            return nil
        }
    }

    /// `text.data(using: .utf8)`: UTF-8 for every encoding but `.ascii`, which gives nil past 127.
    func stringData(_ text: String, _ arguments: Arguments) -> Value? {
        guard arguments.match("using") || arguments.match("using", "allowLossyConversion") else { return nil }
        if Arguments.caseName(arguments[0]) == "ascii", !text.unicodeScalars.allSatisfy(\.isASCII) { return .null }
        return .host(BinaryData(Data(text.utf8)))
    }

    func dataProperty(_ name: String, of data: BinaryData) -> Value? {
        switch name {
        case "count": return .int(data.bytes.count)
        case "isEmpty": return .bool(data.bytes.isEmpty)
        default: return nil
        }
    }

    func dataMethod(_ name: String, of data: BinaryData, _ arguments: Arguments) -> Value? {
        switch name {
        case "base64EncodedString" where arguments.isEmpty: return .string(data.bytes.base64EncodedString())
        default: return nil
        }
    }
}
