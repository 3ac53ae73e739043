import SwiftSyntax
import ViewTree

/// Turns swift-syntax positions (UTF-8 byte offsets) into lines and character columns, the
/// positions messages show.
struct SourcePositions {
    let bytes: [UInt8]
    /// The byte offset where each line starts.
    let lineStarts: [Int]

    init(text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let column = String(decoding: bytes[lineStarts[low]..<clamped], as: UTF8.self).count + 1
        return SourceLocation(line: low + 1, column: column)
    }

    /// Where a node's first token starts, after any comments and spaces before it.
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}
