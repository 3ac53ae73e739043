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
                        if glyphIndex == lineStart { return (ranges, true) }
                        ranges.append(lineStart..<glyphIndex)
                        lineStart = glyphIndex
                        lineWidth = 0
                        if advance > limit { return (ranges, true) }
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
        return (ranges, false)
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
