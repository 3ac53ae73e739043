import ViewTree

/// The lines of a laid-out `Text`, after wrapping and truncation, in widget coordinates.
public struct TextLayout: Sendable, Hashable {
    public var lines: [TextLine]
    /// True when the text did not fit and its last line ends with "…" (or nothing could be shown).
    public var isTruncated: Bool

    public init(lines: [TextLine], isTruncated: Bool) {
        self.lines = lines
        self.isTruncated = isTruncated
    }

    /// The lines joined with newlines.
    public var string: String { lines.map(\.text).joined(separator: "\n") }

    func offset(dx: Double, dy: Double) -> TextLayout {
        TextLayout(lines: lines.map { $0.offset(dx: dx, dy: dy) }, isTruncated: isTruncated)
    }
}

/// One line of text: where it sits (aligned by `multilineTextAlignment`) and its runs.
public struct TextLine: Sendable, Hashable {
    /// The line's characters, trailing spaces left out, "…" included when truncated.
    public var text: String
    /// The left edge of the line's ink box.
    public var x: Double
    /// The top of the line box.
    public var y: Double
    public var width: Double
    public var height: Double
    /// The y of the baseline.
    public var baseline: Double
    /// Consecutive characters sharing one run of the `Text`, left to right.
    public var segments: [TextSegment]

    public init(text: String, x: Double, y: Double, width: Double, height: Double, baseline: Double, segments: [TextSegment]) {
        self.text = text
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.baseline = baseline
        self.segments = segments
    }

    func offset(dx: Double, dy: Double) -> TextLine {
        TextLine(text: text, x: x + dx, y: y + dy, width: width, height: height, baseline: baseline + dy,
                 segments: segments.map { $0.offset(dx: dx) })
    }
}

/// Part of a line drawn in one font and colour (one run of `Text + Text`).
public struct TextSegment: Sendable, Hashable {
    public var text: String
    public var x: Double
    public var width: Double
    public var font: ResolvedFont
    /// The run's own colour; nil draws with the node's `foregroundStyle`.
    public var foreground: ColorValue?
    /// The SF Symbol drawn here instead of letters (its text is `TextRun.symbolCharacter`).
    public var symbol: String?
    /// The line under the segment; nil: none.
    public var underline: TextLineStyle?
    /// The line through the segment; nil: none.
    public var strikethrough: TextLineStyle?

    public init(text: String, x: Double, width: Double, font: ResolvedFont, foreground: ColorValue?, symbol: String? = nil,
                underline: TextLineStyle? = nil, strikethrough: TextLineStyle? = nil) {
        self.text = text
        self.x = x
        self.width = width
        self.font = font
        self.foreground = foreground
        self.symbol = symbol
        self.underline = underline
        self.strikethrough = strikethrough
    }

    func offset(dx: Double) -> TextSegment {
        var moved = self
        moved.x += dx
        return moved
    }
}
