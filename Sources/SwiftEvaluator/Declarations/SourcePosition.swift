import SwiftSyntax

/// Where something is written: the file as it was named, a 1-based line and a 1-based column in
/// characters (not bytes), the way messages show positions.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String { "\(path):\(line):\(column)" }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}

/// Turns swift-syntax's UTF-8 offsets into lines and character columns for one file.
public struct LineTable: Sendable {
    let bytes: [UInt8]
    /// The byte offset where each line starts.
    let lineStarts: [Int]

    public init(text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The line and character column of a byte offset.
    public func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let column = String(decoding: bytes[lineStarts[low]..<clamped], as: UTF8.self).count + 1
        return (low + 1, column)
    }
}
