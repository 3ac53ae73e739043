import Foundation
import Raster
import Typography
import ViewTree

/// Drawings made from glyphs of the Material Icons font (Debian's
/// `fonts-material-design-icons-iconfont`, Apache 2.0), found through fontconfig and opened the
/// first time a symbol without a hand-drawn drawing is drawn, so a widget using only hand-drawn
/// symbols never loads it. Each glyph is read once, as an outline, and kept.
final class IconFontDrawings: @unchecked Sendable {
    static let shared = IconFontDrawings()

    /// The font's family. Asked for twice because `LazyFontFace` accepts its last pattern's
    /// substitute: any other font found instead lacks the private-use code points and draws nothing.
    static let fontPatterns = ["Material Icons", "Material Icons"]

    private let font = LazyFontFace(preferring: fontPatterns)
    private let lock = NSLock()
    private var drawings: [UInt32: SymbolDrawing?] = [:]

    /// The glyph as a drawing in design units (the em is `SymbolDrawing`'s 100-unit box), its
    /// frame tight to the ink; nil when the font is missing or has no such glyph.
    func drawing(for glyph: IconFontGlyph) -> SymbolDrawing? {
        lock.lock()
        if let known = drawings[glyph.codepoint] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = Unicode.Scalar(glyph.codepoint).flatMap { font.face?.outline($0) }.flatMap(Self.drawing(from:))
        lock.lock()
        drawings[glyph.codepoint] = .some(made)
        lock.unlock()
        return made
    }

    /// Design units per em: the hand-drawn drawings' box.
    static let designUnitsPerEm = 100.0

    static func drawing(from outline: GlyphOutline) -> SymbolDrawing? {
        var path = VectorPath()
        let s = designUnitsPerEm
        for segment in outline.segments {
            switch segment {
            case .move(let x, let y): path.move(to: PixelPoint(x: x * s, y: y * s))
            case .line(let x, let y): path.addLine(to: PixelPoint(x: x * s, y: y * s))
            case .quad(let cx, let cy, let x, let y):
                path.addQuadCurve(to: PixelPoint(x: x * s, y: y * s), control: PixelPoint(x: cx * s, y: cy * s))
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                path.addCurve(to: PixelPoint(x: x * s, y: y * s), control1: PixelPoint(x: c1x * s, y: c1y * s),
                              control2: PixelPoint(x: c2x * s, y: c2y * s))
            case .close: path.closeSubpath()
            }
        }
        guard let frame = path.controlBounds, !frame.isEmpty else { return nil }
        let clockwise = path.largestSubpathIsClockwise ? path : path.reversed()
        return SymbolDrawing(frame: frame, outline: clockwise)
    }
}
