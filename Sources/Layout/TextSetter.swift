import Devices
import Localization
import ViewTree

/// Sets a `StyledText` into lines for one proposal: wraps, applies the line limit and the height
/// available, truncates the last visible line with "…", and aligns the lines.
struct TextSetter {
    /// Lines relative to the text's own top-left corner, and the size the text reports.
    struct Result {
        var size: Size
        var layout: TextLayout
        var baselines: Baselines
        /// A word of a script written with spaces was broken between characters to fit.
        var brokeAWord = false
    }

    let text: StyledText
    let lineLimit: Int?
    let alignment: TextAlignment

    func set(in proposal: ProposedSize) -> Result {
        let maxWidth = proposal.width ?? .infinity
        let breaker = LineBreaker(glyphs: text.glyphs, maxWidth: maxWidth)
        let (ranges, overflowed, brokeAWord) = breaker.linesAndBrokenWords()
        let visible = visibleCount(of: ranges, maxHeight: proposal.height ?? .infinity)
        var pieces = ranges.prefix(visible).map { LinePiece(glyphs: $0, ellipsisRun: nil) }
        let isTruncated = overflowed || visible < ranges.count
        if isTruncated {
            let start = pieces.popLast()?.glyphs.lowerBound ?? 0
            if let last = truncatedLine(from: start, maxWidth: maxWidth) { pieces.append(last) }
        }
        var result = assemble(pieces, isTruncated: isTruncated)
        result.brokeAWord = brokeAWord
        return result
    }

    /// A line's glyphs and, when it is truncated, the run whose font draws its "…".
    struct LinePiece {
        var glyphs: Range<Int>
        var ellipsisRun: Int?
    }

    /// How many lines show: at most the line limit, and as many as the height allows (at least one).
    func visibleCount(of ranges: [Range<Int>], maxHeight: Double) -> Int {
        let limit = min(ranges.count, lineLimit ?? Int.max)
        var height = 0.0
        var count = 0
        while count < limit {
            let lineHeight = metrics(of: LinePiece(glyphs: ranges[count], ellipsisRun: nil)).height
            if count > 0 && height + lineHeight > maxHeight + Dimension.tolerance { break }
            height += lineHeight
            count += 1
        }
        return count
    }

    /// The last visible line, truncated at its tail: the rest of its paragraph, cut between
    /// characters where it and "…" fill the width. nil when not even "…" fits.
    func truncatedLine(from start: Int, maxWidth: Double) -> LinePiece? {
        let glyphs = text.glyphs
        var paragraphEnd = start
        while paragraphEnd < glyphs.count && glyphs[paragraphEnd].kind != .newline { paragraphEnd += 1 }
        let limit = maxWidth + Dimension.tolerance
        let firstRun = start < glyphs.count ? glyphs[start].run : nil
        guard ellipsisWidth(run: firstRun) <= limit else { return nil }
        var best = LinePiece(glyphs: start..<start, ellipsisRun: firstRun)
        var width = 0.0
        for index in start..<paragraphEnd {
            width += glyphs[index].advance
            let run = glyphs[index].run
            if width + (glyphs[index].kind == .space ? 0 : ellipsisWidth(run: run)) > limit { break }
            if glyphs[index].kind != .space { best = LinePiece(glyphs: start..<(index + 1), ellipsisRun: run) }
        }
        return best
    }

    func ellipsisWidth(run: Int?) -> Double {
        TextMetrics.advance(of: TextMetrics.ellipsis, in: text.run(run).font)
    }

    /// Stacks the lines, measures them and aligns each within the widest.
    func assemble(_ pieces: [LinePiece], isTruncated: Bool) -> Result {
        guard !pieces.isEmpty else {
            let base = text.baseRun
            return Result(size: Size(width: 0, height: base.lineHeight), layout: TextLayout(lines: [], isTruncated: isTruncated),
                          baselines: Baselines(first: base.ascent, last: base.ascent))
        }
        var lines: [TextLine] = []
        var y = 0.0
        for piece in pieces {
            let line = makeLine(piece, top: y)
            lines.append(line)
            y += line.height
        }
        let width = lines.map(\.width).max() ?? 0
        let fraction = alignment.fraction
        lines = lines.map { $0.offset(dx: (width - $0.width) * fraction, dy: 0) }
        let baselines = Baselines(first: lines.first?.baseline, last: lines.last?.baseline)
        return Result(size: Size(width: width, height: y), layout: TextLayout(lines: lines, isTruncated: isTruncated),
                      baselines: baselines)
    }

    /// Height and ascent of a line: the largest of the fonts on it.
    func metrics(of piece: LinePiece) -> (height: Double, ascent: Double) {
        var runs = Set(text.glyphs[piece.glyphs].map(\.run))
        if let run = piece.ellipsisRun { runs.insert(run) }
        if runs.isEmpty {
            let glyphs = text.glyphs
            let neighbour = piece.glyphs.lowerBound < glyphs.count ? piece.glyphs.lowerBound : piece.glyphs.lowerBound - 1
            let run = text.run(glyphs.indices.contains(neighbour) ? glyphs[neighbour].run : nil)
            return (run.lineHeight, run.ascent)
        }
        let looks = runs.map { text.run($0) }
        return (looks.map(\.lineHeight).max() ?? 0, looks.map(\.ascent).max() ?? 0)
    }

    /// One line at the left edge, trailing spaces left out, its characters in the order they
    /// are drawn (`BidiText`: right-to-left runs reversed), split into segments per run.
    func makeLine(_ piece: LinePiece, top: Double) -> TextLine {
        var end = piece.glyphs.upperBound
        while end > piece.glyphs.lowerBound && text.glyphs[end - 1].kind == .space { end -= 1 }
        var segments: [TextSegment] = []
        var x = 0.0
        func add(_ character: Character, advance: Double, run: Int?) {
            let look = text.run(run)
            let symbol = character == TextRun.symbolCharacter ? look.symbol : nil
            if let last = segments.last, last.font == look.font, last.foreground == look.foreground, last.symbol == nil, symbol == nil,
               last.underline == look.underline, last.strikethrough == look.strikethrough {
                segments[segments.count - 1].text.append(character)
                segments[segments.count - 1].width += advance
            } else {
                segments.append(TextSegment(text: String(character), x: x, width: advance, font: look.font, foreground: look.foreground,
                                            symbol: symbol, underline: look.underline, strikethrough: look.strikethrough))
            }
            x += advance
        }
        var logical = text.glyphs[piece.glyphs.lowerBound..<end].map { (character: $0.character, advance: $0.advance, run: Optional($0.run)) }
        if let run = piece.ellipsisRun {
            logical.append((TextMetrics.ellipsis, ellipsisWidth(run: run), run))
        }
        for (index, mirrored) in BidiText.visualOrder(of: logical.map(\.character), rightToLeft: text.rightToLeft) {
            let glyph = logical[index]
            add(mirrored ? BidiText.mirrored(glyph.character) : glyph.character, advance: glyph.advance, run: glyph.run)
        }
        let (height, ascent) = metrics(of: piece)
        return TextLine(text: segments.map(\.text).joined(), x: 0, y: top, width: x, height: height,
                        baseline: top + ascent, segments: segments)
    }
}

extension TextAlignment {
    /// Where a line sits in the spare width: 0 leading, 0.5 centre, 1 trailing.
    var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}
