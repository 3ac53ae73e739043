import Devices
import Foundation
import Raster
import Rendering
import Symbols
import Typography
import ViewTree

/// The line above the clock: the date as the system writes it, then the inline widget's
/// content, in the system's font and the clock's colour. Drawn as pixels when the letters are
/// large enough to read, else as one row of terminal characters.
public struct DateLine: Sendable {
    /// Space between the date and the inline widget's content, in points (chosen here).
    public static let inlineGap = 8.0
    /// Cap height of the date font as a fraction of its size.
    static let capHeight = 0.7

    /// The date's font: Inter Display SemiBold writes "Sunday, November 13" and "Wednesday, May 15"
    /// at 100 % of the widths iOS's SF semibold gives them (210.7 and 191.5 pt at 22 pt; DejaVu
    /// Sans 114–115 %); DejaVu Sans when Inter is missing.
    public static let fontPatterns = ["Inter Display:semibold", "DejaVu Sans"]

    private let faces = LazyFontFace(preferring: Self.fontPatterns)
    /// Writes the line's text, emoji included.
    private let writer = TextRasterizing()

    public init() {}

    /// "Monday, June 8" ("Sun Apr 5" on iOS 26); with an inline widget the system shortens it to "Mon 8".
    public static func text(for date: Date, timeZone: TimeZone, shortened: Bool, style: DateLineStyle = .full) -> String {
        if shortened { return DateText.shortWeekdayAndDay(date, timeZone: timeZone) }
        switch style {
        case .full: return DateText.weekdayAndDay(date, timeZone: timeZone)
        case .abbreviated: return DateText.abbreviatedWeekdayMonthDay(date, timeZone: timeZone)
        }
    }

    /// True when the date's capitals would be at least `TextRasterizing.minimumCapHeightPixels` tall.
    public func drawsAsPixels(pointsPerPixel: Double) -> Bool {
        LockScreenGeometry.dateFontSize * Self.capHeight / pointsPerPixel >= TextRasterizing.minimumCapHeightPixels && faces.face != nil
    }

    /// Draws the line centred on the screen at the device's date baseline. Returns the
    /// characters to place when the line is too small for pixels (and `alwaysPixels` is false)
    /// or no font was found.
    /// The inline widget's content is cut to `inlineWidth` points (its slot) as iOS cuts it.
    public func draw(date: String, inline: InlineContent?, geometry: LockScreenGeometry, screenWidth: Double, inlineWidth: Double,
                     pointsPerPixel s: Double, color: PixelColor, emojiTint: PixelColor? = nil, alwaysPixels: Bool = false,
                     into canvas: inout PixelCanvas) -> [TextPlacement] {
        let baseline = geometry.dateBaseline / s
        guard alwaysPixels || drawsAsPixels(pointsPerPixel: s), let face = faces.face else {
            return [characters(date: date, inline: inline, screenWidth: screenWidth / s, inlineColumns: inlineWidth / s,
                               centerY: baseline - LockScreenGeometry.dateFontSize * Self.capHeight / 2 / s, color: color)]
        }
        let size = max(1, Int((LockScreenGeometry.dateFontSize / s).rounded()))
        let capHeight = Double(size) * Self.capHeight
        func advance(_ text: String) -> Double { writer.width(of: text, face: face, size: size) }
        let space = advance(" ")
        var items: [(width: Double, draw: (Double, inout PixelCanvas) -> Void)] = []
        items.append((advance(date), { x, canvas in self.write(date, at: x, baseline: baseline, size: size, color: color, emojiTint: emojiTint, into: &canvas) }))
        let symbolSide = capHeight * 1.25
        let pieces = Self.fitted(inline?.pieces ?? [], within: inlineWidth / s, space: space, symbolWidth: symbolSide, advance: advance)
        for (index, piece) in pieces.enumerated() {
            let lead = index == 0 ? Self.inlineGap / s : space
            switch piece {
            case .text(let text, let redacted):
                let width = advance(text)
                items.append((lead + width, { x, canvas in
                    if redacted {
                        let bar = PixelRect(x: x + lead, y: baseline - capHeight, width: width, height: capHeight)
                        canvas.fill(.capsule(in: bar), with: color.withOpacity(WidgetPainter.placeholderOpacity))
                    } else {
                        self.write(text, at: x + lead, baseline: baseline, size: size, color: color, emojiTint: emojiTint, into: &canvas)
                    }
                }))
            case .symbol(let name, let redacted):
                let side = symbolSide
                items.append((lead + side, { x, canvas in
                    let box = PixelRect(x: x + lead, y: baseline - capHeight * 1.1, width: side, height: side)
                    if redacted {
                        canvas.fill(.roundedRect(box, cornerRadius: side / 4), with: color.withOpacity(WidgetPainter.placeholderOpacity))
                    } else {
                        canvas.fill(SymbolLibrary.pathOrPlaceholder(for: name, in: box), with: color)
                    }
                }))
            }
        }
        var x = (screenWidth / s - items.reduce(0) { $0 + $1.width }) / 2
        for item in items {
            item.draw(x, &canvas)
            x += item.width
        }
        return []
    }

    /// The pieces that fit in `budget` (the inline slot's width), a space between each, as iOS
    /// shows a line too long for the slot: the text that crosses the edge ends in "…" and what
    /// follows is left out.
    static func fitted(_ pieces: [InlineContent.Piece], within budget: Double, space: Double, symbolWidth: Double,
                       advance: (String) -> Double) -> [InlineContent.Piece] {
        var result: [InlineContent.Piece] = []
        var used = 0.0
        for piece in pieces {
            let lead = result.isEmpty ? 0 : space
            switch piece {
            case .symbol:
                guard used + lead + symbolWidth <= budget else { return result }
                used += lead + symbolWidth
                result.append(piece)
            case .text(let text, let redacted):
                let width = advance(text)
                if used + lead + width <= budget {
                    used += lead + width
                    result.append(piece)
                    continue
                }
                // The cut text continues the text before it, so that the "…" follows what is shown.
                var room = budget - used - lead
                var cut = text
                if case .text(let previous, let previousRedacted)? = result.last, previousRedacted == redacted {
                    result.removeLast()
                    room += advance(previous) + lead
                    cut = previous + " " + text
                }
                let characters = Array(cut)
                var low = 0, high = characters.count
                while low < high {
                    let middle = (low + high + 1) / 2
                    if advance(Self.truncated(characters, middle)) <= room { low = middle } else { high = middle - 1 }
                }
                if low > 0 { result.append(.text(Self.truncated(characters, low), redacted: redacted)) }
                return result
            }
        }
        return result
    }

    private static func truncated(_ characters: [Character], _ count: Int) -> String {
        String(characters[..<count]).trimmingCharacters(in: .whitespaces) + "…"
    }

    /// Text from the date font, emoji from the emoji font (in their colours, or with
    /// `emojiTint` as their luminance in that colour).
    func write(_ text: String, at x: Double, baseline: Double, size: Int, color: PixelColor, emojiTint: PixelColor?,
               into canvas: inout PixelCanvas) {
        guard let face = faces.face else { return }
        _ = writer.write(text, face: face, size: size, x: x, baseline: baseline, color: color, emojiTint: emojiTint, smoothEdges: true,
                         into: &canvas)
    }

    /// The line as one row of characters, centred on the screen.
    /// The widget's content is cut to `inlineColumns`, the slot's width in columns, as the pixel line is.
    func characters(date: String, inline: InlineContent?, screenWidth: Double, inlineColumns: Double, centerY: Double,
                    color: PixelColor) -> TextPlacement {
        let dim = color.withOpacity(WidgetPainter.placeholderOpacity)
        var runs = [TextPlacement.Run(text: date, color: color, bold: false)]
        let pieces = Self.fitted(inline?.pieces ?? [], within: inlineColumns, space: 1, symbolWidth: 1) { Double($0.count) }
        for (index, piece) in pieces.enumerated() {
            let lead = index == 0 ? "  " : " "
            switch piece {
            case .text(let text, let redacted):
                runs.append(TextPlacement.Run(text: lead, color: color, bold: false))
                runs.append(redacted ? TextPlacement.Run(text: String(repeating: "▬", count: max(text.count, 1)), color: dim, bold: false)
                                     : TextPlacement.Run(text: text, color: color, bold: false))
            case .symbol(let name, let redacted):
                runs.append(TextPlacement.Run(text: lead + String(redacted ? "■" : InlineContent.character(forSymbol: name)),
                                              color: redacted ? dim : color, bold: false))
            }
        }
        return TextPlacement(runs: runs, minX: 0, maxX: screenWidth, centerY: centerY, anchor: .center)
    }
}
