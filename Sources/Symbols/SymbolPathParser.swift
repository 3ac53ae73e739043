import Raster

/// Reads the compact path syntax of the drawing tables: SVG path data restricted to the
/// absolute commands `M x y`, `L x y`, `H x`, `V y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`
/// and `Z`, with numbers separated by spaces, line breaks or commas. As in SVG, a letter may
/// be left out when the same command repeats (extra pairs after `M` are lines).
///
/// Anything else (unknown or relative commands, missing or non-finite numbers, drawing
/// before the first `M`) makes `parse` return nil rather than trap.
enum SymbolPathParser {
    private enum Token: Equatable {
        case command(UInt8)
        case number(Double)
    }

    /// The outline the text describes, or nil when the text is malformed.
    static func parse(_ text: String) -> VectorPath? {
        guard let tokens = tokenize(text) else { return nil }
        var path = VectorPath()
        var index = 0
        var command: UInt8?
        while index < tokens.count {
            if case .command(let letter) = tokens[index] {
                command = letter
                index += 1
            }
            guard let letter = command, let count = argumentCount(letter) else { return nil }
            guard index + count <= tokens.count else { return nil }
            var values: [Double] = []
            for token in tokens[index..<index + count] {
                guard case .number(let value) = token else { return nil }
                values.append(value)
            }
            index += count
            guard apply(letter, values, to: &path) else { return nil }
            switch letter {
            case UInt8(ascii: "M"): command = UInt8(ascii: "L")
            case UInt8(ascii: "Z"): command = nil
            default: break
            }
        }
        return path
    }

    private static func argumentCount(_ letter: UInt8) -> Int? {
        switch letter {
        case UInt8(ascii: "M"), UInt8(ascii: "L"): 2
        case UInt8(ascii: "H"), UInt8(ascii: "V"): 1
        case UInt8(ascii: "Q"): 4
        case UInt8(ascii: "C"): 6
        case UInt8(ascii: "Z"): 0
        default: nil
        }
    }

    /// Adds one command to `path`; false when it needs a current point and there is none.
    private static func apply(_ letter: UInt8, _ v: [Double], to path: inout VectorPath) -> Bool {
        if letter == UInt8(ascii: "M") {
            path.move(to: PixelPoint(x: v[0], y: v[1]))
            return true
        }
        guard let current = path.currentPoint else { return false }
        switch letter {
        case UInt8(ascii: "L"): path.addLine(to: PixelPoint(x: v[0], y: v[1]))
        case UInt8(ascii: "H"): path.addLine(to: PixelPoint(x: v[0], y: current.y))
        case UInt8(ascii: "V"): path.addLine(to: PixelPoint(x: current.x, y: v[0]))
        case UInt8(ascii: "Q"):
            path.addQuadCurve(to: PixelPoint(x: v[2], y: v[3]), control: PixelPoint(x: v[0], y: v[1]))
        case UInt8(ascii: "C"):
            path.addCurve(to: PixelPoint(x: v[4], y: v[5]), control1: PixelPoint(x: v[0], y: v[1]),
                          control2: PixelPoint(x: v[2], y: v[3]))
        default: path.closeSubpath()
        }
        return true
    }

    /// Splits the text into command letters and finite numbers; nil on any other character.
    private static func tokenize(_ text: String) -> [Token]? {
        let bytes = Array(text.utf8)
        var tokens: [Token] = []
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                i += 1
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
                guard argumentCount(byte) != nil else { return nil }
                tokens.append(.command(byte))
                i += 1
            default:
                let end = numberEnd(bytes, from: i)
                guard end > i, let value = Double(String(decoding: bytes[i..<end], as: UTF8.self)),
                      value.isFinite else { return nil }
                tokens.append(.number(value))
                i = end
            }
        }
        return tokens
    }

    /// The end of the number starting at `start`: sign, digits, fraction, exponent.
    private static func numberEnd(_ bytes: [UInt8], from start: Int) -> Int {
        func isDigit(_ i: Int) -> Bool {
            i < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i])
        }
        func isSign(_ i: Int) -> Bool {
            i < bytes.count && (bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+"))
        }
        var i = start
        if isSign(i) { i += 1 }
        let mantissa = i
        while isDigit(i) { i += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while isDigit(i) { i += 1 }
        }
        guard i > mantissa, i - mantissa > 1 || bytes[mantissa] != UInt8(ascii: ".") else { return start }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            var j = i + 1
            if isSign(j) { j += 1 }
            if isDigit(j) {
                while isDigit(j) { j += 1 }
                i = j
            }
        }
        return i
    }
}
