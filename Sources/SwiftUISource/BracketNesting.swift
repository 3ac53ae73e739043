/// How deeply brackets nest in Swift source, read before the source is parsed: `(`, `[`, `{`
/// and string interpolations `\(…)`, with comments and string text skipped as Swift's lexer skips
/// them. swift-syntax stops at its own nesting limit too, but only after building diagnostics
/// whose cost grows with the square of the depth (10,000 nested interpolations: 28 s and 4.75 GB),
/// so a source past `maximumDepth` is refused here, at the bracket that goes past it.
enum BracketNesting {
    /// The deepest nesting accepted: a chosen limit (Swift has none); real widget code nests
    /// brackets about 15 deep.
    static let maximumDepth = 100
    /// The deepest nesting of square brackets accepted: swift-syntax's parser takes time that
    /// doubles with each level of nested array literals (`[[[…1]]]`: 20 levels 0.33 s, 25 levels
    /// 9.5 s in a release build), and widget code nests them two or three deep.
    static let maximumSquareDepth = 12

    /// The UTF-8 offset of the first bracket past `limit`, or nil when the source stays within it.
    static func firstTooDeep(in text: String, limit: Int = maximumDepth) -> Int? {
        var scanner = Scanner(bytes: Array(text.utf8), limit: limit)
        return scanner.run()
    }

    /// Where the scan is: in code (counting brackets) or inside a string literal.
    private enum Context {
        /// Code; `closesInterpolation` when a `)` at depth zero ends a string interpolation.
        case code(depth: Int, closesInterpolation: Bool)
        /// Inside a string literal: the bytes that end it and the bytes that start an escape.
        case string(closing: [UInt8], escape: [UInt8], multiline: Bool)
    }

    private struct Scanner {
        let bytes: [UInt8]
        let limit: Int
        var index = 0
        var stack: [Context] = [.code(depth: 0, closesInterpolation: false)]
        /// Open brackets and interpolations on every level of the stack.
        var depth = 0
        /// Open square brackets, counted on their own (`maximumSquareDepth`).
        var squareDepth = 0

        init(bytes: [UInt8], limit: Int) {
            self.bytes = bytes
            self.limit = limit
        }

        mutating func run() -> Int? {
            while index < bytes.count {
                let found: Int?
                switch stack[stack.count - 1] {
                case .code(let open, let closes): found = code(open: open, closesInterpolation: closes)
                case .string(let closing, let escape, let multiline): found = string(closing: closing, escape: escape, multiline: multiline)
                }
                if let found { return found }
            }
            return nil
        }

        func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        func starts(with wanted: [UInt8], at offset: Int) -> Bool {
            guard offset + wanted.count <= bytes.count else { return false }
            for (i, byte) in wanted.enumerated() where bytes[offset + i] != byte { return false }
            return true
        }

        static let lineComment = Array("//".utf8), blockOpen = Array("/*".utf8), blockClose = Array("*/".utf8)
        static let tripleQuote = Array("\"\"\"".utf8)
        /// The bytes that start a comment, open or close a bracket, or start a string literal.
        static let meaningfulInCode: [Bool] = (0..<256).map { byte in "/([{)]}#\"".utf8.contains(UInt8(byte)) }

        mutating func open() -> Int? {
            depth += 1
            return depth > limit ? index : nil
        }

        /// One step in code: a comment skipped, a bracket counted, or a string literal entered.
        mutating func code(open: Int, closesInterpolation: Bool) -> Int? {
            // Most bytes of a source mean nothing here: passed over in one loop.
            while index < bytes.count, !Self.meaningfulInCode[Int(bytes[index])] { index += 1 }
            guard index < bytes.count else { return nil }
            let current = bytes[index]
            if current == UInt8(ascii: "/"), starts(with: Self.lineComment, at: index) {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                return nil
            }
            if current == UInt8(ascii: "/"), starts(with: Self.blockOpen, at: index) {
                skipBlockComment()
                return nil
            }
            switch current {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if let tooDeep = self.open() { return tooDeep }
                if current == UInt8(ascii: "[") {
                    squareDepth += 1
                    if squareDepth > BracketNesting.maximumSquareDepth { return index }
                }
                stack[stack.count - 1] = .code(depth: open + 1, closesInterpolation: closesInterpolation)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if current == UInt8(ascii: "]") { squareDepth = max(squareDepth - 1, 0) }
                if open > 0 {
                    depth -= 1
                    stack[stack.count - 1] = .code(depth: open - 1, closesInterpolation: closesInterpolation)
                } else if closesInterpolation, current == UInt8(ascii: ")") {
                    depth -= 1
                    stack.removeLast()
                }
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard byte(at: index + hashes) == UInt8(ascii: "\"") else { break }
                let multiline = starts(with: Self.tripleQuote, at: index + hashes)
                index += hashes + (multiline ? 3 : 1)
                let marks = [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
                stack.append(.string(closing: [UInt8](repeating: UInt8(ascii: "\""), count: multiline ? 3 : 1) + marks,
                                     escape: [UInt8(ascii: "\\")] + marks, multiline: multiline))
                return nil
            default:
                break
            }
            index += 1
            return nil
        }

        /// One step in a string literal: its end, an escape, an interpolation, or a character.
        mutating func string(closing: [UInt8], escape: [UInt8], multiline: Bool) -> Int? {
            // The string's text, up to what could end it or start an escape, in one loop.
            let end = closing[0], escapeStart = escape[0]
            while index < bytes.count, bytes[index] != end, bytes[index] != escapeStart, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            guard index < bytes.count else { return nil }
            if starts(with: closing, at: index) {
                index += closing.count
                stack.removeLast()
                return nil
            }
            if !multiline, bytes[index] == UInt8(ascii: "\n") {
                stack.removeLast()
                return nil
            }
            if starts(with: escape, at: index) {
                index += escape.count
                if byte(at: index) == UInt8(ascii: "(") {
                    if let tooDeep = open() { return tooDeep }
                    index += 1
                    stack.append(.code(depth: 0, closesInterpolation: true))
                } else {
                    index += 1
                }
                return nil
            }
            index += 1
            return nil
        }

        /// Skips a block comment, nested ones included, as Swift does.
        mutating func skipBlockComment() {
            var level = 0
            while index < bytes.count {
                if starts(with: Self.blockOpen, at: index) {
                    level += 1
                    index += 2
                } else if starts(with: Self.blockClose, at: index) {
                    level -= 1
                    index += 2
                    if level == 0 { return }
                } else {
                    index += 1
                }
            }
        }
    }
}
