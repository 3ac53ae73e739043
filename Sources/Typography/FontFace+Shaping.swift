import CFontLibraries

/// One glyph of a shaped run: the glyph drawn, and where HarfBuzz puts it from the pen.
public struct ShapedGlyph: Sendable {
    public var bitmap: GlyphBitmap
    /// Pixels right of (and up from) the pen where the glyph's origin goes.
    public var xOffset: Double
    public var yOffset: Double
    /// How far the pen moves after it, in pixels.
    public var advance: Double
}

extension FontFace {
    /// Whether `scalar` belongs to a script whose letters change shape and order by their
    /// neighbours (conjuncts and reordered vowel signs in the Indic scripts; stacked marks in
    /// Thai, Lao, Tibetan, Myanmar and Khmer), so that it must be drawn from a shaped run, not
    /// letter by letter. Arabic is joined before drawing (`BidiText`), Latin, Greek, Cyrillic
    /// and CJK read right letter by letter.
    public static func needsShaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0900...0x0DFF, 0x0E00...0x0FFF, 0x1000...0x109F, 0x1780...0x17FF, 0xA8E0...0xA8FF: true
        default: false
        }
    }

    /// `scalars` shaped by HarfBuzz with this font at `pixelSize` pixels per em: the glyphs in
    /// drawing order, each with its offset and advance. Empty when the face did not open.
    public func shaped(_ scalars: [Unicode.Scalar], pixelSize: Int) -> [ShapedGlyph] {
        let size = max(1, min(pixelSize, 2048))
        let placed: [(index: UInt32, x: Double, y: Double, advance: Double)] = withFace { face in
            guard FT_Set_Pixel_Sizes(face, FT_UInt(size), FT_UInt(size)) == 0,
                  let font = hb_ft_font_create_referenced(face), let buffer = hb_buffer_create() else { return nil }
            defer {
                hb_buffer_destroy(buffer)
                hb_font_destroy(font)
            }
            let codepoints = scalars.map(\.value)
            codepoints.withUnsafeBufferPointer {
                hb_buffer_add_utf32(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
            }
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(font, buffer, nil, 0)
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count) else {
                return nil
            }
            return (0..<Int(count)).map { i in
                (infos[i].codepoint, Double(positions[i].x_offset) / 64, Double(positions[i].y_offset) / 64, Double(positions[i].x_advance) / 64)
            }
        } ?? []
        return placed.map { glyph in
            ShapedGlyph(bitmap: self.glyph(index: glyph.index, pixelSize: size), xOffset: glyph.x, yOffset: glyph.y, advance: glyph.advance)
        }
    }
}
