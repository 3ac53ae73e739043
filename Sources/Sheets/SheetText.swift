import Cells

/// Text fitted to a number of terminal columns: cut with "…", or wrapped at spaces.
enum SheetText {
    /// The columns `text` takes in a terminal (wide characters count two).
    static func columns(of text: String) -> Int {
        TerminalWidth.columns(of: text)
    }

    /// `text` whole when it fits `columns`, else as much as fits followed by "…".
    static func fitted(_ text: String, columns limit: Int) -> String {
        guard limit > 0 else { return "" }
        guard columns(of: text) > limit else { return text }
        var kept = "", used = 0
        for character in text {
            let width = TerminalWidth.columns(of: character)
            if used + width > limit - 1 { break }
            kept.append(character)
            used += width
        }
        return kept + "…"
    }

    /// `text` broken at spaces into lines of at most `columns`; a word longer than a line is cut.
    static func wrapped(_ text: String, columns limit: Int) -> [String] {
        guard limit > 0 else { return [] }
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if columns(of: candidate) <= limit {
                line = candidate
            } else {
                if !line.isEmpty { lines.append(line) }
                line = fitted(word, columns: limit)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
