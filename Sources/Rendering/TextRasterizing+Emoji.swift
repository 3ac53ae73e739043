import Layout
import Raster
import Typography

/// Emoji in text: which characters are drawn from the colour emoji font, and how their colour
/// glyphs are put on the canvas.
extension TextRasterizing {
    /// What a string is drawn with: scalars of the text font, or whole characters as emoji.
    enum Piece {
        case text(Unicode.Scalar)
        /// A character drawn as one emoji glyph (`EmojiFace.glyph(_:pixelSize:)`).
        case emoji(Character, EmojiFace)
        /// A scalar the text font lacks, from the font fontconfig falls back to for it.
        case fallback(Unicode.Scalar, FontFace)
        /// Scalars of a script drawn from shaped runs (`FontFace.needsShaping`: Devanagari's
        /// conjuncts and reordered vowel signs, Thai's stacked marks), from their fallback font.
        case shaped([Unicode.Scalar], FontFace)
    }

    /// `text` as glyphs. A character is one emoji glyph, the cluster's, when the emoji font
    /// has that glyph and the character asks for emoji (`EmojiPresentation`, as layout measures
    /// it) or the text font has no glyph for it. Other characters are their scalars, less the
    /// invisible ones the text font has no glyph for (variation selectors, joiners), which
    /// would be drawn as boxes; a visible one the text font lacks (Hangul, Chinese) comes from
    /// the font fontconfig falls back to for it (`FallbackFaces`).
    func pieces(of text: String, face: FontFace) -> [Piece] {
        var pieces: [Piece] = []
        let emoji = EmojiFace.system
        let bold = face.isBold
        for character in text {
            if let emoji, let base = character.unicodeScalars.first, emoji.contains(base),
               EmojiPresentation.asksForEmoji(character) || (!base.isASCII && !face.contains(base)) {
                pieces.append(.emoji(character, emoji))
                continue
            }
            for scalar in character.unicodeScalars where !(scalar.properties.isDefaultIgnorableCodePoint && !face.contains(scalar)) {
                if !scalar.isASCII, !face.contains(scalar), let fallback = FallbackFaces.shared.face(for: scalar, bold: bold) {
                    if FontFace.needsShaping(scalar) {
                        // Consecutive letters of such a script from one font are shaped together.
                        if case .shaped(let run, let runFace)? = pieces.last, runFace === fallback {
                            pieces[pieces.count - 1] = .shaped(run + [scalar], fallback)
                        } else {
                            pieces.append(.shaped([scalar], fallback))
                        }
                    } else {
                        pieces.append(.fallback(scalar, fallback))
                    }
                } else {
                    pieces.append(.text(scalar))
                }
            }
        }
        return pieces
    }

    /// Rec. 709 luminance of a premultiplied pixel, 0…255 (its alpha is already in it), as
    /// `WidgetColors.recolored` desaturates images.
    static func luminance(of pixel: PixelColor) -> Int {
        (2126 * Int(pixel.red) + 7152 * Int(pixel.green) + 722 * Int(pixel.blue)) / 10_000
    }

    /// Draws a colour glyph at `opacity` (the text's alpha); with `tint`, its luminance in that colour.
    func blit(_ glyph: ColorGlyph, x originX: Int, y originY: Int, opacity: UInt8, tint: PixelColor?, into canvas: inout PixelCanvas) {
        guard glyph.width > 0, glyph.height > 0 else { return }
        var buffer = PixelBuffer(width: glyph.width, height: glyph.height)
        for index in buffer.pixels.indices {
            let byte = index * 4
            let pixel = PixelColor(premultipliedRed: glyph.rgba[byte], green: glyph.rgba[byte + 1], blue: glyph.rgba[byte + 2],
                                   alpha: glyph.rgba[byte + 3])
            buffer.pixels[index] = tint.map { $0.scaled(by: Self.luminance(of: pixel)) } ?? pixel
        }
        let frame = PixelRect(x: Double(originX), y: Double(originY), width: Double(glyph.width), height: Double(glyph.height))
        canvas.draw(buffer, in: frame, opacity: Double(opacity) / 255)
    }
}
