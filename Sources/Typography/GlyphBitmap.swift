/// One glyph rendered by FreeType: an 8-bit coverage bitmap and where it sits on the pen.
public struct GlyphBitmap: Sendable {
    public var width: Int
    public var height: Int
    /// Pixels from the pen position to the bitmap's left edge.
    public var left: Int
    /// Pixels from the baseline up to the bitmap's top edge.
    public var top: Int
    /// How far the pen moves after this glyph, in pixels (fractional).
    public var advance: Double
    /// `width × height` coverage values, 0 (empty) … 255 (full), rows top to bottom.
    public var coverage: [UInt8]

    public static let empty = GlyphBitmap(width: 0, height: 0, left: 0, top: 0, advance: 0, coverage: [])
}
