import Foundation
import Raster
import Typography
import ViewTree

/// Draws large text as anti-aliased pixels from a real font (FreeType, fonts found through
/// fontconfig); small text is left to terminal characters, which read better.
public final class TextRasterizing: @unchecked Sendable {
    /// Text whose capital letters would be at least this many pixels tall is drawn as pixels.
    /// Below it, letters drawn as pixels are too coarse to read, and terminal characters win.
    public static let minimumCapHeightPixels = 7.0
    /// Cap height of the system font, as a fraction of its size.
    static let capHeight = 0.7

    /// The faces, found on first use: a picture whose text is all terminal characters never
    /// starts fontconfig.
    private struct Faces {
        var regular, medium, semibold, bold, monospaced: FontFace?
    }
    private let lock = NSLock()
    private var found: Faces?
    private var faces: Faces {
        lock.lock()
        defer { lock.unlock() }
        if let found { return found }
        func face(_ weight: FontWeight) -> FontFace? {
            Self.fontPatterns[weight].flatMap(FontFile.path(preferring:)).flatMap(FontFace.init(path:))
        }
        let faces = Faces(regular: face(.regular), medium: face(.medium), semibold: face(.semibold), bold: face(.bold),
                          monospaced: FontFile.path(matching: "DejaVu Sans Mono:bold").flatMap(FontFace.init(path:)))
        found = faces
        return faces
    }

    /// The faces for each weight: Inter (Debian's fonts-inter), the family that stands in for SF in
    /// the clock and date line too, DejaVu Sans when it is missing.
    static let fontPatterns: [FontWeight: [String]] = [
        .regular: ["Inter", "DejaVu Sans"],
        .medium: ["Inter:medium", "DejaVu Sans"],
        .semibold: ["Inter:semibold", "DejaVu Sans:bold"],
        .bold: ["Inter:bold", "DejaVu Sans:bold"],
    ]

    /// Finds the fonts through fontconfig when text first needs them; without any, all text is
    /// drawn as characters.
    public init() {}

    public var isAvailable: Bool { faces.regular != nil }

    public func drawsAsPixels(_ font: ResolvedFont, pointsPerPixel: Double) -> Bool {
        font.size * Self.capHeight / pointsPerPixel >= Self.minimumCapHeightPixels && isAvailable
    }

    func face(for font: ResolvedFont) -> FontFace? {
        // The app's own font (`.custom`), from the font files it bundles.
        if let name = font.customName, let face = ApplicationFonts.face(named: name) { return face }
        let faces = faces
        if font.design == .monospaced, let monospaced = faces.monospaced { return monospaced }
        let chosen = switch font.weight {
        case .ultraLight, .thin, .light, .regular: faces.regular
        case .medium: faces.medium
        case .semibold: faces.semibold
        case .bold, .heavy, .black: faces.bold
        }
        return chosen ?? faces.regular
    }

    /// Draws `text` on `baseline`, starting at `box`'s left edge, scaled down if the font
    /// runs wider than the laid-out box (layout decides where text goes, not the font). Edges
    /// keep `coverageSteps` steps for the terminal, or every step with `smoothEdges` (a picture file).
    /// Emoji come from the colour emoji font (`EmojiFace`) in their own colours, or, given
    /// `emojiTint`, as their luminance in that colour (accented rendering, where all content
    /// takes its group's colour).
    public func draw(_ text: String, font: ResolvedFont, pointsPerPixel: Double, in box: PixelRect, baseline: Double,
                     color: PixelColor, emojiTint: PixelColor? = nil, smoothEdges: Bool = false, into canvas: inout PixelCanvas) {
        guard let face = face(for: font), pointsPerPixel > 0 else { return }
        var size = max(1, Int((font.size / pointsPerPixel).rounded()))
        let natural = width(of: text, face: face, size: size)
        if natural > box.width + 0.5, natural > 0 {
            size = max(1, Int((Double(size) * box.width / natural).rounded(.down)))
        }
        let total = width(of: text, face: face, size: size)
        _ = write(text, face: face, size: size, x: box.x + max(0, (box.width - total) / 2), baseline: baseline, color: color,
                  emojiTint: emojiTint, smoothEdges: smoothEdges, into: &canvas)
    }

    /// Draws `text` from `face` at `size` pixels per em, the pen starting at `x` on `baseline`,
    /// emoji as `draw` draws them; returns where the pen ends. The Lock Screen's date line
    /// writes its text with it too.
    public func write(_ text: String, face: FontFace, size: Int, x: Double, baseline: Double, color: PixelColor,
                      emojiTint: PixelColor? = nil, smoothEdges: Bool = false, into canvas: inout PixelCanvas) -> Double {
        var pen = x
        let y = Int(baseline.rounded())
        for piece in pieces(of: text, face: face) {
            switch piece {
            case .emoji(let character, let emoji):
                let glyph = emoji.glyph(character, pixelSize: size)
                blit(glyph, x: Int(pen.rounded()) + glyph.left, y: y - glyph.top, opacity: emojiTint == nil ? color.alpha : 255,
                     tint: emojiTint, into: &canvas)
                pen += glyph.advance
            case .text(let scalar):
                let glyph = face.glyph(scalar, pixelSize: size)
                blit(glyph, x: Int(pen.rounded()) + glyph.left, y: y - glyph.top, color: color, smoothEdges: smoothEdges, into: &canvas)
                pen += glyph.advance
            case .fallback(let scalar, let fallback):
                let glyph = fallback.glyph(scalar, pixelSize: size)
                blit(glyph, x: Int(pen.rounded()) + glyph.left, y: y - glyph.top, color: color, smoothEdges: smoothEdges, into: &canvas)
                pen += glyph.advance
            case .shaped(let scalars, let fallback):
                for shaped in fallback.shaped(scalars, pixelSize: size) {
                    let glyph = shaped.bitmap
                    blit(glyph, x: Int((pen + shaped.xOffset).rounded()) + glyph.left, y: y - Int(shaped.yOffset.rounded()) - glyph.top,
                         color: color, smoothEdges: smoothEdges, into: &canvas)
                    pen += shaped.advance
                }
            }
        }
        return pen
    }

    /// Glyph edges keep this many coverage steps between empty and full. Text at terminal pixel
    /// sizes reads as well with few steps, and every distinct edge colour costs a colour escape:
    /// on the samples at 1 pt/px, 256 steps cost 4.74 bytes per cell and 3 steps 3.16.
    static let coverageSteps = 3

    static func quantized(_ coverage: Int) -> Int {
        let steps = coverageSteps - 1
        return (coverage * steps + 127) / 255 * 255 / steps
    }

    /// How far `write` moves the pen for `text`.
    public func width(of text: String, face: FontFace, size: Int) -> Double {
        pieces(of: text, face: face).reduce(0) { width, piece in
            switch piece {
            case .text(let scalar): width + face.glyph(scalar, pixelSize: size).advance
            case .emoji(let character, let emoji): width + emoji.glyph(character, pixelSize: size).advance
            case .fallback(let scalar, let fallback): width + fallback.glyph(scalar, pixelSize: size).advance
            case .shaped(let scalars, let fallback): width + fallback.shaped(scalars, pixelSize: size).reduce(0) { $0 + $1.advance }
            }
        }
    }

    func blit(_ glyph: GlyphBitmap, x originX: Int, y originY: Int, color: PixelColor, smoothEdges: Bool = false,
              into canvas: inout PixelCanvas) {
        guard glyph.width > 0, glyph.height > 0 else { return }
        var mask = PixelBuffer(width: glyph.width, height: glyph.height)
        for row in 0..<glyph.height {
            for column in 0..<glyph.width {
                let raw = Int(glyph.coverage[row * glyph.width + column])
                let coverage = smoothEdges ? raw : Self.quantized(raw)
                if coverage > 0 { mask[column, row] = color.scaled(by: coverage) }
            }
        }
        canvas.draw(mask, in: PixelRect(x: Double(originX), y: Double(originY), width: Double(glyph.width), height: Double(glyph.height)))
    }
}
