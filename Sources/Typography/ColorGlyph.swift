/// One glyph of a colour font (emoji), scaled to the text's size: premultiplied RGBA pixels and
/// where they sit on the pen, like `GlyphBitmap`.
public struct ColorGlyph: Sendable {
    public var width: Int
    public var height: Int
    /// Pixels from the pen position to the bitmap's left edge.
    public var left: Int
    /// Pixels from the baseline up to the bitmap's top edge.
    public var top: Int
    /// How far the pen moves after this glyph, in pixels (fractional).
    public var advance: Double
    /// `width × height × 4` bytes: red, green, blue, alpha, premultiplied, rows top to bottom.
    public var rgba: [UInt8]

    public static let empty = ColorGlyph(width: 0, height: 0, left: 0, top: 0, advance: 0, rgba: [])
}
