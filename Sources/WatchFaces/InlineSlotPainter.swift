import Devices
import Raster
import Rendering
import Typography

/// A face's inline slot as watchOS draws an inline complication: the widget's text and SF
/// Symbols as one line in the system's font, centred in the slot and cut with "…", the way the
/// iPhone's date line draws it (other images and views are left out, and warned where read).
struct InlineSlotPainter {
    /// The line's font, medium as the iPhone's inline font: Inter, else DejaVu Sans.
    static let fontPatterns = ["Inter:medium", "DejaVu Sans"]
    /// The line's size in points. Apple publishes none for the watch; chosen smaller than the
    /// iPhone's 22 pt date line, about the watch's body text (listed in docs/devices.md).
    static let fontSize = 16.0
    /// The width an inline widget is laid out in before its line is cut to the slot: wide
    /// enough for any line, as its text is measured in the iPhone's larger inline font.
    static let layoutWidth = 10_000.0

    private let faces = LazyFontFace(preferring: Self.fontPatterns)
    private let writer = TextRasterizing()

    /// Draws `content` in `slot` in `color`: pixels when its capitals are tall enough to read
    /// (or `allTextAsPixels`), else one row of characters added to `placements`.
    func draw(_ content: InlineContent, in slot: FaceSlot, color: PixelColor, pointsPerPixel s: Double, allTextAsPixels: Bool,
              into canvas: inout PixelCanvas, placements: inout [TextPlacement]) {
        let points = Self.fontSize
        let centerY = (slot.frame.y + slot.frame.height / 2) / s
        guard let face = faces.face,
              allTextAsPixels || points * InlineLine.capHeight / s >= TextRasterizing.minimumCapHeightPixels else {
            let runs = InlineLine.characterRuns(of: content, columns: slot.frame.width / s, color: color)
            placements.append(TextPlacement(runs: runs, minX: slot.frame.x / s, maxX: (slot.frame.x + slot.frame.width) / s,
                                            centerY: centerY, anchor: .center))
            return
        }
        let size = max(1, Int((points / s).rounded()))
        let line = InlineLine(content, within: slot.frame.width / s, face: face, size: size, writer: writer)
        let x = (slot.frame.x + slot.frame.width / 2) / s - line.width / 2
        line.draw(at: x, baseline: centerY + Double(size) * InlineLine.capHeight / 2, color: color, into: &canvas)
    }
}
