import Foundation
import ViewTree
import Yams

/// Parses widget-file text (YAML 1.1 through libyaml, so JSON too) into `DocumentNode`s.
/// Every scalar stays text: numbers, booleans and nulls are read by the decoder where a value is
/// expected, so `NO` stays a word and `1.10` stays as written until a number is wanted.
enum YAMLReader {
    /// Deepest nesting of lists and mappings accepted. A view nests three YAML levels per view
    /// (mapping, list, mapping), so this leaves room for the 64-deep view limit.
    static let maximumNesting = 256

    /// The stack for parsing: libyaml's composer in Yams recurses once per nesting level, and a
    /// hostile file can nest thousands of levels before the limit above is checked.
    static let parserStackBytes = 512 << 20

    static func parse(_ source: SourceText) -> Result<DocumentNode, Diagnostic> {
        final class Outcome: @unchecked Sendable { var result: Result<DocumentNode, Diagnostic>? }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.result = parseOnCurrentThread(source)
            done.signal()
        }
        thread.stackSize = parserStackBytes
        thread.start()
        done.wait()
        return outcome.result ?? .failure(.error(at: nil, "the YAML reader stopped without a result"))
    }

    static func parseOnCurrentThread(_ source: SourceText) -> Result<DocumentNode, Diagnostic> {
        let root: Node?
        do {
            let parser = try Parser(yaml: source.prepared, resolver: .basic)
            root = try parser.singleRoot()
        } catch let error as YamlError {
            return .failure(diagnostic(for: error, source: source))
        } catch {
            return .failure(.error(at: nil, "cannot read the YAML: \(error)"))
        }
        guard let root else {
            return .failure(.error(at: SourceLocation(line: 1, column: 1), "the file holds no YAML document; a widget file starts with 'format: 1'"))
        }
        var converter = Converter(source: source)
        return converter.convert(root, depth: 0)
    }

    /// The most values a document may hold once aliases are expanded: a widget file holds a few
    /// hundred, and a "billion laughs" file of nested aliases would otherwise take hours.
    static let maximumNodes = 100_000

    struct Converter {
        let source: SourceText
        var nodeCount = 0

        func location(_ mark: Mark?) -> SourceLocation {
            guard let mark else { return SourceLocation(line: 1, column: 1) }
            return source.originalLocation(line: mark.line, column: mark.column)
        }

        mutating func convert(_ node: Node, depth: Int) -> Result<DocumentNode, Diagnostic> {
            if depth > YAMLReader.maximumNesting {
                return .failure(.error(at: location(node.mark),
                                       "lists and mappings nest more than \(YAMLReader.maximumNesting) levels deep here; widget files are shallow"))
            }
            nodeCount += 1
            if nodeCount > YAMLReader.maximumNodes {
                return .failure(.error(at: location(node.mark),
                                       "the file holds more than \(YAMLReader.maximumNodes) values once its aliases ('*name') are expanded; write the values out"))
            }
            switch node {
            case .scalar(let scalar):
                return .success(.scalar(scalar.string, quoted: scalar.style != .plain, location(scalar.mark)))
            case .sequence(let sequence):
                var items: [DocumentNode] = []
                items.reserveCapacity(sequence.count)
                for item in sequence {
                    switch convert(item, depth: depth + 1) {
                    case .success(let converted): items.append(converted)
                    case .failure(let d): return .failure(d)
                    }
                }
                return .success(.sequence(items, location(sequence.mark)))
            case .mapping(let mapping):
                var entries: [DocumentNode.MappingEntry] = []
                for (key, value) in mapping {
                    guard case .scalar(let keyScalar) = key else {
                        return .failure(.error(at: location(key.mark), "a key must be a plain name, found \(key.mapping != nil ? "a mapping" : "a list")"))
                    }
                    if keyScalar.string == "<<" {
                        return .failure(.error(at: location(key.mark), "merge keys ('<<') are not supported in widget files; write the keys out"))
                    }
                    switch convert(value, depth: depth + 1) {
                    case .success(let converted):
                        entries.append(.init(key: keyScalar.string, keyLocation: location(keyScalar.mark), value: converted))
                    case .failure(let d): return .failure(d)
                    }
                }
                return .success(.mapping(entries, location(mapping.mark)))
            case .alias(let alias):
                return .failure(.error(at: location(alias.mark), "aliases ('*name') are not supported in widget files; write the value out"))
            }
        }

    }

    static func diagnostic(for error: YamlError, source: SourceText) -> Diagnostic {
        func at(_ mark: Mark) -> SourceLocation { source.originalLocation(line: mark.line, column: mark.column) }
        func explained(_ problem: String, _ context: YamlError.Context?) -> String {
            if problem.hasPrefix("Maximum nesting level reached") {
                return "lists and mappings nest too deep here; widget files are shallow"
            }
            var text = "malformed YAML: \(problem)"
            if let context, !context.text.isEmpty {
                let where_ = at(context.mark)
                text += " (\(context.text) that starts at \(where_.line):\(where_.column))"
            }
            if let hint = hint(for: problem) { text += "; \(hint)" }
            return text
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            return .error(at: at(mark), explained(problem, context))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return .error(at: at(context.mark),
                          "the key \(names) appears twice in one mapping; to apply a modifier twice, wrap the view in a Group and apply it there again")
        case .reader(let problem, _, _, _):
            guard let (location, scalar) = firstControlCharacter(in: source) else {
                return .error(at: nil, "cannot read the text: \(problem)")
            }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let digits = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return .error(at: location, "control character U+\(digits) is not allowed in YAML text; in a double-quoted string write it as the escape \"\\u\(digits)\"")
        default:
            return .error(at: nil, "malformed YAML: \(error)")
        }
    }

    /// The first character YAML does not allow in a stream (C0 controls but tab and line ends,
    /// DEL, C1 controls but NEL; YAML 1.1 section 5.1), and where it is.
    static func firstControlCharacter(in source: SourceText) -> (SourceLocation, Unicode.Scalar)? {
        var line = 1, column = 1
        for scalar in source.original.unicodeScalars {
            switch scalar.value {
            case 0x0A:
                line += 1
                column = 1
                continue
            case 0x09, 0x0D, 0x85:
                break
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF:
                return (SourceLocation(line: line, column: column), scalar)
            default:
                break
            }
            column += 1
        }
        return nil
    }

    static func hint(for problem: String) -> String? {
        if problem.contains("mapping values are not allowed") {
            return "a value holding ': ' needs quotes, or the line is indented wrongly"
        }
        if problem.contains("did not find expected ',' or ']'") { return "close the list with ']'" }
        if problem.contains("did not find expected ',' or '}'") { return "close the mapping with '}'" }
        if problem.contains("did not find expected key") { return "check the indentation of this line against the lines above" }
        if problem.contains("found character that cannot start any token") {
            return "quote values that start with '@' or '`', and indent with spaces or tabs consistently"
        }
        if problem.contains("found unexpected end of stream") { return "a quote or bracket is not closed" }
        return nil
    }
}
