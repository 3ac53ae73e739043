/// Greedy line breaking as text views do it: at spaces between words, a word too long for a
/// line alone broken between characters, and at every newline. Spaces at the end of a line hang
/// outside it.
struct LineBreaker {
    let glyphs: [StyledText.Glyph]
    /// The width lines must fit in; `.infinity` breaks only at newlines.
    let maxWidth: Double

    /// Glyph ranges of the lines (trailing spaces included). `overflowed` is true when a character
    /// wider than a whole line stopped the text: what follows has no room.
    func lines() -> (ranges: [Range<Int>], overflowed: Bool) {
        let (ranges, overflowed, _) = linesAndBrokenWords()
        return (ranges, overflowed)
    }

    /// The lines as `lines()` gives them, and whether a word of a script written with spaces
    /// ("4,200", "Temperature") was broken between its characters to fit: text allowed to shrink
    /// (`minimumScaleFactor`) shrinks rather than break a word, as SwiftUI's does. Scripts
    /// written without spaces between words (Chinese, Japanese, Thai) break between characters
    /// anyway.
    func linesAndBrokenWords() -> (ranges: [Range<Int>], overflowed: Bool, brokeAWord: Bool) {
        var brokeAWord = false
        let limit = maxWidth + Dimension.tolerance
        var ranges: [Range<Int>] = []
        var lineStart = 0
        var lineWidth = 0.0
        var index = 0
        while index < glyphs.count {
            if glyphs[index].kind == .newline {
                ranges.append(lineStart..<index)
                index += 1
                lineStart = index
                lineWidth = 0
                continue
            }
            let wordEnd = end(of: .visible, from: index)
            let spacesEnd = end(of: .space, from: wordEnd)
            let wordWidth = width(index..<wordEnd)
            if index > lineStart && lineWidth + wordWidth > limit {
                ranges.append(lineStart..<index)
                lineStart = index
                lineWidth = 0
            }
            if wordWidth > limit {
                for glyphIndex in index..<wordEnd {
                    let advance = glyphs[glyphIndex].advance
                    if lineWidth + advance > limit {
                        if glyphIndex == lineStart { return (ranges, true, brokeAWord) }
                        if Self.isWrittenWithSpaces(glyphs[glyphIndex - 1].character), Self.isWrittenWithSpaces(glyphs[glyphIndex].character) {
                            brokeAWord = true
                        }
                        ranges.append(lineStart..<glyphIndex)
                        lineStart = glyphIndex
                        lineWidth = 0
                        if advance > limit { return (ranges, true, brokeAWord) }
                    }
                    lineWidth += advance
                }
            } else {
                lineWidth += wordWidth
            }
            lineWidth += width(wordEnd..<spacesEnd)
            index = spacesEnd
        }
        ranges.append(lineStart..<glyphs.count)
        return (ranges, false, brokeAWord)
    }

    /// True for a character of a script that separates words with spaces: below the CJK blocks
    /// (U+2E80), less Thai, Lao, Tibetan, Myanmar and Khmer, whose words run together.
    static func isWrittenWithSpaces(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        if (0x0E00...0x109F).contains(scalar) || (0x1780...0x17FF).contains(scalar) { return false }
        return scalar < 0x2E80
    }

    func width(_ range: Range<Int>) -> Double {
        glyphs[range].reduce(0) { $0 + $1.advance }
    }

    /// The first index at or after `start` whose glyph is not of `kind`.
    func end(of kind: StyledText.Glyph.Kind, from start: Int) -> Int {
        var index = start
        while index < glyphs.count && glyphs[index].kind == kind { index += 1 }
        return index
    }
}
