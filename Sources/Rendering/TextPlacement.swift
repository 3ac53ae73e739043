import Raster

/// A line of small text to be shown as terminal characters: its runs, where the laid-out line
/// sits in picture pixels, and which side of that span the characters keep to.
public struct TextPlacement: Sendable, Hashable {
    /// Which side of its span the text keeps to when it has fewer cells than the span.
    public enum Anchor: Sendable, Hashable {
        case leading, center, trailing
    }

    /// One styled run; the runs of a line are written one after another.
    public struct Run: Sendable, Hashable {
        public var text: String
        public var color: PixelColor
        public var bold: Bool
        /// Under a line (`.underline()`), as a terminal draws one: SGR 4.
        public var underline: Bool
        /// Crossed out (`.strikethrough()`): SGR 9.
        public var strikethrough: Bool

        public init(text: String, color: PixelColor, bold: Bool, underline: Bool = false, strikethrough: Bool = false) {
            self.text = text
            self.color = color
            self.bold = bold
            self.underline = underline
            self.strikethrough = strikethrough
        }
    }

    public var runs: [Run]
    /// The horizontal span of the laid-out line, in pixels (= terminal columns).
    public var minX: Double
    public var maxX: Double
    /// The vertical centre of the line, in pixels (two pixels per terminal row).
    public var centerY: Double
    public var anchor: Anchor

    public init(runs: [Run], minX: Double, maxX: Double, centerY: Double, anchor: Anchor) {
        self.runs = runs
        self.minX = minX
        self.maxX = maxX
        self.centerY = centerY
        self.anchor = anchor
    }

    /// The placement moved right by `x` and down by `y` pixels.
    public func moved(x: Double, y: Double) -> TextPlacement {
        TextPlacement(runs: runs, minX: minX + x, maxX: maxX + x, centerY: centerY + y, anchor: anchor)
    }
}
