import ViewTree

/// The text of a widget file, checked and made ready for the YAML reader: UTF-8, no byte-order
/// mark, `\n` line ends, tab indentation expanded. Keeps what is needed to report positions in
/// the file as the user wrote it.
public struct SourceText: Sendable {
    /// The text as written (line ends normalised), for showing source lines in messages.
    public let original: String
    /// The text given to the YAML reader.
    public let prepared: String
    /// Per line: how many leading tabs were expanded to `tabWidth` spaces.
    let expandedTabs: [Int]
    /// Where each line starts in `original` and in `prepared`, so that a message's source line is
    /// found at once (a file with 10,000 errors used to rescan itself for each).
    let originalStarts: [String.Index]
    let preparedStarts: [String.Index]

    /// Tab stops used to expand tab indentation. Any width works for a file indented with tabs
    /// alone; files that mix tabs and spaces in one indentation are ambiguous in YAML.
    static let tabWidth = 4

    public init(text: String) {
        var normalised = text
        if normalised.hasPrefix("\u{FEFF}") { normalised.removeFirst() }
        // Bytes, not Foundation's `contains`: that searches a bridged UTF-16 copy of the text.
        if normalised.utf8.contains(UInt8(ascii: "\r")) {
            normalised = normalised.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        original = normalised
        originalStarts = Self.lineStarts(of: normalised)
        // Most sources have no tab at all: nothing to expand, and no need to walk their
        // characters (a framework read with an extension can be a thousand files).
        guard normalised.utf8.contains(UInt8(ascii: "\t")) else {
            expandedTabs = [Int](repeating: 0, count: originalStarts.count)
            prepared = normalised
            preparedStarts = originalStarts
            return
        }
        var tabs: [Int] = []
        var lines: [Substring] = []
        for line in normalised.split(separator: "\n", omittingEmptySubsequences: false) {
            let leading = line.prefix { $0 == " " || $0 == "\t" }
            let tabCount = leading.filter { $0 == "\t" }.count
            tabs.append(tabCount)
            if tabCount == 0 {
                lines.append(line)
            } else {
                var column = 0
                var indent = ""
                for ch in leading {
                    let width = ch == "\t" ? SourceText.tabWidth - column % SourceText.tabWidth : 1
                    indent += String(repeating: " ", count: width)
                    column += width
                }
                lines.append(Substring(indent + line.dropFirst(leading.count)))
            }
        }
        expandedTabs = tabs
        prepared = tabs.contains { $0 > 0 } ? lines.joined(separator: "\n") : normalised
        preparedStarts = Self.lineStarts(of: prepared)
    }

    /// Where each line starts, found in the UTF-8 bytes: a line feed is always a character of
    /// its own (Unicode's grapheme rules break around it), so its byte is where a line ends.
    static func lineStarts(of text: String) -> [String.Index] {
        var starts = [text.startIndex]
        let bytes = text.utf8
        var index = bytes.startIndex
        while let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) {
            index = bytes.index(after: newline)
            starts.append(index)
        }
        return starts
    }

    /// A position reported by the YAML reader, in the file as written.
    public func originalLocation(line: Int, column: Int) -> SourceLocation {
        guard line >= 1, line <= expandedTabs.count, expandedTabs[line - 1] > 0,
              let preparedLine = preparedLine(line), let originalLine = self.line(line) else {
            return SourceLocation(line: max(line, 1), column: max(column, 1))
        }
        let indentWidth = preparedLine.prefix { $0 == " " }.count
        let originalIndent = originalLine.prefix { $0 == " " || $0 == "\t" }.count
        if column > indentWidth { return SourceLocation(line: line, column: column - indentWidth + originalIndent) }
        return SourceLocation(line: line, column: 1)
    }

    /// Line `number` (1-based) as written.
    public func line(_ number: Int) -> String? {
        Self.line(number, of: original, starts: originalStarts)
    }

    func preparedLine(_ number: Int) -> String? {
        Self.line(number, of: prepared, starts: preparedStarts)
    }

    private static func line(_ number: Int, of text: String, starts: [String.Index]) -> String? {
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        let end = number < starts.count ? text.index(before: starts[number]) : text.endIndex
        return String(text[start..<end])
    }

    /// The widest source line shown under a message; longer lines are cut around the column.
    static let excerptWidth = 100

    /// A line cut to `excerptWidth` characters around `column`, and the column within the cut.
    static func excerpt(of line: String, around column: Int) -> (String, Int) {
        // Only the characters up to the excerpt's end are walked: a 500 KB line with many
        // messages is not copied whole for each.
        let wanted = max(column - 1 + excerptWidth / 2, excerptWidth) + 1
        let head = Array(line.prefix(wanted))
        guard head.count > excerptWidth else { return (line, column) }
        let longer = head.count == wanted && line.dropFirst(wanted).first != nil
        let count = longer ? Int.max : head.count
        let start = max(0, min(column - 1 - excerptWidth / 2, head.count - excerptWidth))
        let end = min(head.count, start + excerptWidth)
        let prefix = start > 0 ? "…" : ""
        let suffix = end < count ? "…" : ""
        return (prefix + String(head[start..<end]) + suffix, column - start + prefix.count)
    }

    /// A line with `^` under `column`, keeping the tabs of the source line so the caret lines up,
    /// and two columns for each wide character.
    static func caretLine(under line: String, column: Int) -> String {
        var caret = ""
        for ch in line.prefix(max(column - 1, 0)) {
            if ch == "\t" {
                caret += "\t"
            } else {
                caret += CharacterWidth.isWide(ch) ? "  " : " "
            }
        }
        return caret + "^"
    }
}

/// Terminal column widths of characters, for lining up carets under source lines.
enum CharacterWidth {
    static func isWide(_ ch: Character) -> Bool {
        guard let scalar = ch.unicodeScalars.first else { return false }
        if scalar.properties.isEmojiPresentation { return true }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
