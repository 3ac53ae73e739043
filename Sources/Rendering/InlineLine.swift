import Raster
import Symbols
import Typography

/// An inline widget's content drawn as the system draws it: one line in the system's font and
/// one colour, a space between pieces, symbols a little taller than the capitals, redacted
/// pieces as translucent bars, cut to the slot's width with "…".
public struct InlineLine {
    /// Cap height of the line's font as a fraction of its size.
    public static let capHeight = 0.7
    /// A symbol's side as a share of the cap height: SF Symbols in text stand a little above
    /// the capitals (chosen against the date line of iOS screenshots).
    static let symbolShare = 1.25

    public let pieces: [InlineContent.Piece]
    /// The line's width in pixels.
    public let width: Double
    private let face: FontFace
    private let size: Int
    private let writer: TextRasterizing

    /// The pieces of `content` that fit in `budget` pixels, in `face` at `size` pixels.
    public init(_ content: InlineContent, within budget: Double, face: FontFace, size: Int, writer: TextRasterizing = TextRasterizing()) {
        self.face = face
        self.size = size
        self.writer = writer
        let space = writer.width(of: " ", face: face, size: size)
        let symbol = Double(size) * Self.capHeight * Self.symbolShare
        pieces = InlineContent.fitted(content.pieces, within: budget, space: space, symbolWidth: symbol) { text in
            writer.width(of: text, face: face, size: size)
        }
        width = pieces.enumerated().reduce(0) { total, item in
            let lead = item.offset == 0 ? 0 : space
            switch item.element {
            case .text(let text, _): return total + lead + writer.width(of: text, face: face, size: size)
            case .symbol: return total + lead + symbol
            }
        }
    }

    /// Draws the line from `x` on `baseline` (pixels) in `color`; emoji in their colours, or with
    /// `emojiTint` as their luminance in that colour.
    public func draw(at x: Double, baseline: Double, color: PixelColor, emojiTint: PixelColor? = nil, into canvas: inout PixelCanvas) {
        let capHeight = Double(size) * Self.capHeight
        let side = capHeight * Self.symbolShare
        let space = writer.width(of: " ", face: face, size: size)
        let placeholder = color.withOpacity(WidgetPainter.placeholderOpacity)
        var pen = x
        for (index, piece) in pieces.enumerated() {
            if index > 0 { pen += space }
            switch piece {
            case .text(let text, let redacted):
                let width = writer.width(of: text, face: face, size: size)
                if redacted {
                    canvas.fill(.capsule(in: PixelRect(x: pen, y: baseline - capHeight, width: width, height: capHeight)), with: placeholder)
                } else {
                    _ = writer.write(text, face: face, size: size, x: pen, baseline: baseline, color: color, emojiTint: emojiTint,
                                     smoothEdges: true, into: &canvas)
                }
                pen += width
            case .symbol(let name, let redacted):
                let box = PixelRect(x: pen, y: baseline - capHeight * 1.1, width: side, height: side)
                if redacted {
                    canvas.fill(.roundedRect(box, cornerRadius: side / 4), with: placeholder)
                } else {
                    canvas.fill(SymbolLibrary.pathOrPlaceholder(for: name, in: box), with: color)
                }
                pen += side
            }
        }
    }

    /// The line as terminal characters cut to `columns`, for a line one row tall: redacted text
    /// as bars, symbols as a character each (`InlineContent.character(forSymbol:)`).
    public static func characterRuns(of content: InlineContent, columns: Double, color: PixelColor) -> [TextPlacement.Run] {
        let dim = color.withOpacity(WidgetPainter.placeholderOpacity)
        let pieces = InlineContent.fitted(content.pieces, within: columns, space: 1, symbolWidth: 1) { Double($0.count) }
        return pieces.enumerated().flatMap { index, piece -> [TextPlacement.Run] in
            let lead = index == 0 ? [] : [TextPlacement.Run(text: " ", color: color, bold: false)]
            switch piece {
            case .text(let text, let redacted):
                return lead + [redacted ? TextPlacement.Run(text: String(repeating: "▬", count: max(text.count, 1)), color: dim, bold: false)
                                        : TextPlacement.Run(text: text, color: color, bold: false)]
            case .symbol(let name, let redacted):
                return lead + [TextPlacement.Run(text: String(redacted ? "■" : InlineContent.character(forSymbol: name)),
                                                 color: redacted ? dim : color, bold: false)]
            }
        }
    }
}
