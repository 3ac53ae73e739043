import CFontLibraries
import Foundation

/// A font file opened with FreeType, rendering anti-aliased glyphs at any pixel size.
/// Glyphs are cached per (character, size); the face is safe to share between threads.
public final class FontFace: @unchecked Sendable {
    private var library: FT_Library?
    private var face: FT_Face?
    private let lock = NSLock()
    private var cache: [GlyphKey: GlyphBitmap] = [:]
    public let path: String

    private struct GlyphKey: Hashable {
        /// A character, or with `isGlyphIndex` the font's glyph number (from shaping).
        var scalar: UInt32
        var pixelSize: Int
        var pixelWidth: Int
        var isGlyphIndex = false
    }

    /// Opens a font file; nil if FreeType cannot read it.
    public init?(path: String) {
        self.path = path
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        guard FT_New_Face(library, path, 0, &face) == 0, face != nil else {
            FT_Done_FreeType(library)
            return nil
        }
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The rendered glyph for a character at a size in pixels (the em square). `pixelWidth`, when
    /// given, makes the em that many pixels wide instead: the glyph is condensed or widened.
    public func glyph(_ scalar: Unicode.Scalar, pixelSize: Int, pixelWidth: Int? = nil) -> GlyphBitmap {
        let size = max(1, min(pixelSize, 2048))
        return cached(GlyphKey(scalar: scalar.value, pixelSize: size, pixelWidth: max(1, min(pixelWidth ?? size, 2048))))
    }

    /// The rendered glyph numbered `index` in the font (as shaping names glyphs) at `pixelSize`.
    public func glyph(index: UInt32, pixelSize: Int) -> GlyphBitmap {
        let size = max(1, min(pixelSize, 2048))
        return cached(GlyphKey(scalar: index, pixelSize: size, pixelWidth: size, isGlyphIndex: true))
    }

    /// The glyph for `key` from the cache, rendered on first use.
    private func cached(_ key: GlyphKey) -> GlyphBitmap {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[key] { return cached }
        let rendered = render(key)
        cache[key] = rendered
        return rendered
    }

    /// A character's advance width in em (its design units over the em's), read without
    /// rendering it; nil when the font has no glyph for it.
    public func advance(_ scalar: Unicode.Scalar) -> Double? {
        withFace { face in
            let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
            guard index != 0 else { return nil }
            var advance: FT_Fixed = 0
            guard FT_Get_Advance(face, index, FT_Int32(FT_LOAD_NO_SCALE), &advance) == 0 else { return nil }
            let units = Double(face.pointee.units_per_EM)
            return units > 0 ? Double(advance) / units : nil
        }
    }

    /// The font's ascender and descender in em (its horizontal header's, as Core Text spaces
    /// lines with them); nil when the face did not open.
    public var verticalMetrics: (ascent: Double, descent: Double)? {
        withFace { face in
            let units = Double(face.pointee.units_per_EM)
            guard units > 0 else { return nil }
            return (Double(face.pointee.ascender) / units, -Double(face.pointee.descender) / units)
        }
    }

    /// The weight the font declares (its OS/2 table's weight class, 100–900: 400 regular, 700
    /// bold); 400 when it declares none.
    public var weightClass: Int {
        withFace { face in
            guard let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) else { return 400 }
            return Int(table.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass)
        } ?? 400
    }

    /// Whether text set in this font reads as bold: semibold and heavier (weight class 600 and
    /// up), what a fallback font for the characters it lacks should match.
    public var isBold: Bool { weightClass >= 600 }

    /// True when the font has a glyph of its own for `scalar` (not its "missing glyph" box).
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let face else { return false }
        return FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
    }

    /// Runs `body` with the face while holding the lock (FreeType faces are not thread-safe);
    /// nil when the face did not open.
    func withFace<Result>(_ body: (FT_Face) -> Result?) -> Result? {
        lock.lock()
        defer { lock.unlock() }
        guard let face else { return nil }
        return body(face)
    }

    private func render(_ key: GlyphKey) -> GlyphBitmap {
        guard let face else { return .empty }
        let loadRender: Int32 = 1 << 2
        guard FT_Set_Pixel_Sizes(face, FT_UInt(key.pixelWidth), FT_UInt(key.pixelSize)) == 0,
              (key.isGlyphIndex ? FT_Load_Glyph(face, key.scalar, loadRender) : FT_Load_Char(face, FT_ULong(key.scalar), loadRender)) == 0,
              let slot = face.pointee.glyph else { return .empty }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if let buffer = bitmap.buffer, width > 0, height > 0 {
            for row in 0..<height {
                let source = buffer + row * pitch
                for column in 0..<width { coverage[row * width + column] = source[column] }
            }
        }
        return GlyphBitmap(width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                           advance: Double(slot.pointee.advance.x) / 64, coverage: coverage)
    }
}
