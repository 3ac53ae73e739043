/// What the terminal answered to `TerminalQuery`, read from the bytes that came back.
///
/// The answers may come in any order, split across reads and mixed with keys the user typed
/// meanwhile; the parser reads the whole buffer each time, so a sequence cut at the end of
/// one read is complete at the next. Recognised:
///
/// - kitty graphics: `ESC _ G i=31;OK ESC \` (or an error message instead of `OK`);
/// - XTVERSION: `ESC P > | name ESC \`;
/// - the cell size for `CSI 16 t`: `ESC [ 6 ; height ; width t`;
/// - DECRQSS for SGR: `ESC P 1 $ r … m ESC \` (`0 $ r` when refused), which holds the colour
///   1, 2, 3 set just before when the terminal kept it as 24 bits: `38:2::1:2:3`,
///   `38:2:1:2:3` or `38;2;1;2;3`;
/// - DA1: `ESC [ ? … c`, attribute 4 for sixel. Every terminal answers it and it is asked
///   last, so its answer ends the wait.
///
/// String sequences may also end with BEL. Answers to other questions are dropped; everything
/// else (keys, an `ESC` alone or with Alt, a sequence cut off at the end) is typeahead, kept
/// for the caller's input.
public struct TerminalReplies: Sendable, Hashable {
    /// The kitty graphics answer: "OK" or the terminal's error message.
    public var kittyGraphics: String?
    /// The XTVERSION answer ("XTerm(379)", "kitty(0.35.2)").
    public var terminalVersion: String?
    public var cellPixels: CellPixelSize?
    /// Whether the terminal kept the colour 1, 2, 3 as 24 bits; nil when it did not answer.
    public var keptTrueColor: Bool?
    /// The DA1 attributes (`?63;1;2;4c` → 63, 1, 2, 4); nil until they arrive.
    public var deviceAttributes: [Int]?
    /// The recognised answers, byte for byte: what `QueryCache` keeps and parses again.
    public var answerBytes: [UInt8] = []
    /// Bytes that were not an answer, in order.
    public var typeahead: [UInt8] = []

    /// Whether the DA1 answer, the last one, has arrived.
    public var isComplete: Bool { deviceAttributes != nil }

    /// Whether the kitty graphics query was answered with OK.
    public var acceptsKittyGraphics: Bool { kittyGraphics == "OK" }

    /// Whether DA1 lists attribute 4, sixel graphics.
    public var hasSixel: Bool { deviceAttributes?.contains(4) ?? false }

    public init(parsing bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == Self.escape, index + 1 < bytes.count else {
                typeahead.append(bytes[index])
                index += 1
                continue
            }
            let kind = bytes[index + 1]
            let sequence: Sequence
            switch kind {
            case UInt8(ascii: "_"), UInt8(ascii: "P"), UInt8(ascii: "]"):
                sequence = Self.stringSequence(bytes, from: index + 2)
            case UInt8(ascii: "["):
                sequence = Self.controlSequence(bytes, from: index + 2)
            default:
                sequence = .broken
            }
            switch sequence {
            case .broken:
                typeahead.append(bytes[index])
                index += 1
            case .cutOff:
                typeahead += bytes[index...]
                index = bytes.count
            case .complete(let body, let end):
                let disposition = kind == UInt8(ascii: "[") ? readControlSequence(body.dropLast(), final: body.last!)
                                                           : readString(kind: kind, body)
                switch disposition {
                case .answer: answerBytes += bytes[index..<end]
                case .typeahead: typeahead += bytes[index..<end]
                case .ignored: break
                }
                index = end
            }
        }
    }

    static let escape: UInt8 = 0x1B
    static let bell: UInt8 = 0x07

    /// How the bytes after `ESC` and its kind read.
    enum Sequence {
        /// `body` (without `ESC`, the kind and a string's terminator) ends before `end`.
        case complete(body: [UInt8], end: Int)
        /// The rest has not arrived yet.
        case cutOff
        /// Not a sequence: the `ESC` was typed alone (or with Alt).
        case broken
    }

    /// What a complete sequence was.
    enum Disposition {
        /// An answer to the query.
        case answer
        /// An answer to something else: dropped.
        case ignored
        /// A key.
        case typeahead
    }

    /// A string sequence's body, up to `ESC \` or BEL. An `ESC` followed by anything else
    /// means the string never began: Alt and a key sent `ESC P`, `ESC _` or `ESC ]`.
    static func stringSequence(_ bytes: [UInt8], from start: Int) -> Sequence {
        var index = start
        while index < bytes.count {
            if bytes[index] == bell { return .complete(body: Array(bytes[start..<index]), end: index + 1) }
            if bytes[index] == escape {
                guard index + 1 < bytes.count else { return .cutOff }
                guard bytes[index + 1] == UInt8(ascii: "\\") else { return .broken }
                return .complete(body: Array(bytes[start..<index]), end: index + 2)
            }
            index += 1
        }
        return .cutOff
    }

    /// A control sequence's parameters, intermediates and final byte (ECMA-48 5.4).
    static func controlSequence(_ bytes: [UInt8], from start: Int) -> Sequence {
        var index = start
        while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
        while index < bytes.count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return .cutOff }
        guard (0x40...0x7E).contains(bytes[index]) else { return .broken }
        return .complete(body: Array(bytes[start...index]), end: index + 1)
    }

    /// Reads an APC (`_`), DCS (`P`) or OSC (`]`) body. A user cannot type one, so those
    /// that are not answers to this query are dropped.
    mutating func readString(kind: UInt8, _ body: [UInt8]) -> Disposition {
        let text = String(decoding: body, as: UTF8.self)
        switch kind {
        case UInt8(ascii: "_") where text.hasPrefix("G"):
            let parts = text.dropFirst().split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts[0].split(separator: ",").contains("i=31") else { return .ignored }
            kittyGraphics = parts.count > 1 ? String(parts[1]) : ""
            return .answer
        case UInt8(ascii: "P") where text.hasPrefix(">|"):
            terminalVersion = String(text.dropFirst(2))
            return .answer
        case UInt8(ascii: "P") where text.hasPrefix("1$r"):
            keptTrueColor = Self.holdsTestColor(text.dropFirst(3))
            return .answer
        case UInt8(ascii: "P") where text.hasPrefix("0$r"):
            keptTrueColor = false
            return .answer
        default:
            return .ignored
        }
    }

    /// Reads a CSI sequence. Keys and mouse reports are typeahead; other answers (they start
    /// with `?`, `>` or `=`, or end with `t`) are dropped.
    mutating func readControlSequence(_ parameters: ArraySlice<UInt8>, final: UInt8) -> Disposition {
        let text = String(decoding: parameters, as: UTF8.self)
        switch final {
        case UInt8(ascii: "c") where text.hasPrefix("?"):
            deviceAttributes = text.dropFirst().split(separator: ";").compactMap { Int($0) }
            return .answer
        case UInt8(ascii: "t") where text.hasPrefix("6;"):
            let numbers = text.split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 3, let cell = CellPixelSize(width: numbers[2], height: numbers[1]) else { return .ignored }
            cellPixels = cell
            return .answer
        case UInt8(ascii: "t"):
            return .ignored
        default:
            return text.hasPrefix("?") || text.hasPrefix(">") || text.hasPrefix("=") ? .ignored : .typeahead
        }
    }

    /// Whether the SGR state `…m` sets the foreground to 1, 2, 3 as a direct colour, with
    /// colons (with or without the colour space id) or with semicolons.
    static func holdsTestColor(_ state: Substring) -> Bool {
        let elements = state.split(separator: "m", omittingEmptySubsequences: false)[0]
            .split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        for (index, element) in elements.enumerated() {
            if element.hasPrefix("38:") {
                let parts = element.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                if parts.count >= 5, parts[1] == "2", parts.suffix(3) == ["1", "2", "3"] { return true }
            } else if element == "38", elements.dropFirst(index + 1).prefix(4) == ["2", "1", "2", "3"] {
                return true
            }
        }
        return false
    }
}
