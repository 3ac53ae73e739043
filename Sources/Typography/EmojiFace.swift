import CFontLibraries
import Foundation

/// A colour emoji font (Debian's fonts-noto-color-emoji: Noto Color Emoji, whose glyphs are
/// CBDT colour bitmaps in one strike of 109 pixels per em), found through fontconfig's `emoji`
/// family and opened with FreeType. Glyphs are loaded in colour from the strike and scaled down
/// to the text's size by averaging (text larger than the strike, rare, is enlarged from it and
/// blocky); they are cached per (character, size). Safe to share.
///
/// One character is one glyph: a cluster the font draws as one (a ZWJ sequence such as 👨🏻‍🍳,
/// a flag, a skin tone, a keycap) is found by shaping it with HarfBuzz, which applies the
/// font's ligatures; one the font has no glyph for is drawn as its first emoji.
public final class EmojiFace: @unchecked Sendable {
    private var library: FT_Library?
    private var face: FT_Face?
    /// HarfBuzz's view of `face`, for shaping clusters.
    private var shaper: OpaquePointer?
    private let lock = NSLock()
    private var cache: [GlyphKey: ColorGlyph] = [:]
    /// The strike's size in pixels per em (the font has bitmaps at this size only).
    private let strikePixels: Double
    public let path: String

    private struct GlyphKey: Hashable {
        /// The glyph's index in the font.
        var glyph: UInt32
        var pixelSize: Int
    }

    /// FreeType's `FT_LOAD_COLOR`: load a colour bitmap (BGRA, premultiplied) where there is one.
    private static let loadColor: Int32 = 1 << 20
    /// FreeType's `FT_LOAD_RENDER`.
    private static let loadRender: Int32 = 1 << 2
    /// FreeType's `FT_PIXEL_MODE_BGRA`.
    private static let pixelModeBGRA: UInt8 = 7
    /// FreeType's `FT_FACE_FLAG_COLOR`: the face has colour glyph tables.
    private static let faceFlagColor = 1 << 14

    /// The colour emoji font fontconfig names for the `emoji` family, or nil (no such font, or
    /// the font it names has no colour glyphs).
    public static let system: EmojiFace? = {
        guard let path = FontFile.path(matching: "emoji:color=true") else { return nil }
        return EmojiFace(path: path)
    }()

    /// Opens a colour font; nil if FreeType cannot read it, it has no colour glyphs or no strike.
    public init?(path: String) {
        self.path = path
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        guard FT_New_Face(library, path, 0, &face) == 0, let face, face.pointee.face_flags & Self.faceFlagColor != 0,
              face.pointee.num_fixed_sizes > 0, let sizes = face.pointee.available_sizes,
              FT_Select_Size(face, 0) == 0 else {
            if let face { FT_Done_Face(face) }
            FT_Done_FreeType(library)
            self.face = nil
            self.library = nil
            return nil
        }
        strikePixels = Double(sizes[0].y_ppem) / 64
        guard strikePixels > 0 else { return nil }
        shaper = hb_ft_font_create_referenced(face)
    }

    deinit {
        if let shaper { hb_font_destroy(shaper) }
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// True when the font has a glyph for `scalar`.
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let face else { return false }
        return FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
    }

    /// The glyph for `character` with its em `pixelSize` pixels tall, in colour: the font's glyph
    /// for the whole cluster when it has one, else its first scalar's.
    public func glyph(_ character: Character, pixelSize: Int) -> ColorGlyph {
        lock.lock()
        defer { lock.unlock() }
        guard let face else { return .empty }
        let index = clusterGlyph(character)
            ?? character.unicodeScalars.first.map { FT_Get_Char_Index(face, FT_ULong($0.value)) } ?? 0
        let key = GlyphKey(glyph: index, pixelSize: max(1, min(pixelSize, 2048)))
        if let cached = cache[key] { return cached }
        let rendered = render(key)
        cache[key] = rendered
        return rendered
    }

    /// The advance of `character`'s glyph as a fraction of the em.
    public func advanceInEm(of character: Character) -> Double {
        glyph(character, pixelSize: Self.measuringPixels).advance / Double(Self.measuringPixels)
    }

    /// The one glyph HarfBuzz shapes `character` to with the font's ligatures; nil when the
    /// font draws it as several glyphs (a sequence it has no ligature for) or has none. Called
    /// under the lock: FreeType's face is not to be used from two threads at once.
    private func clusterGlyph(_ character: Character) -> UInt32? {
        guard character.unicodeScalars.count > 1, let shaper, let buffer = hb_buffer_create() else { return nil }
        defer { hb_buffer_destroy(buffer) }
        let text = String(character)
        text.withCString { hb_buffer_add_utf8(buffer, $0, Int32(text.utf8.count), 0, Int32(text.utf8.count)) }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(shaper, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), count == 1, infos[0].codepoint != 0 else { return nil }
        return infos[0].codepoint
    }

    /// The size a glyph is scaled to for measuring its advance: advances are kept fractional,
    /// so any size gives the same fraction; this one is below the strike, so nothing is enlarged.
    static let measuringPixels = 100

    private func render(_ key: GlyphKey) -> ColorGlyph {
        guard let face, key.glyph != 0, FT_Load_Glyph(face, key.glyph, Self.loadColor | Self.loadRender) == 0,
              let slot = face.pointee.glyph else { return .empty }
        let bitmap = slot.pointee.bitmap
        let scale = Double(key.pixelSize) / strikePixels
        let advance = Double(slot.pointee.advance.x) / 64 * scale
        guard bitmap.pixel_mode == Self.pixelModeBGRA, let buffer = bitmap.buffer, bitmap.width > 0, bitmap.rows > 0 else {
            return ColorGlyph(width: 0, height: 0, left: 0, top: 0, advance: advance, rgba: [])
        }
        let source = StrikeBitmap(width: Int(bitmap.width), height: Int(bitmap.rows), pitch: Int(bitmap.pitch), bgra: buffer)
        let width = max(1, Int((Double(source.width) * scale).rounded()))
        let height = max(1, Int((Double(source.height) * scale).rounded()))
        return ColorGlyph(width: width, height: height, left: Int((Double(slot.pointee.bitmap_left) * scale).rounded()),
                          top: Int((Double(slot.pointee.bitmap_top) * scale).rounded()), advance: advance,
                          rgba: source.averaged(toWidth: width, height: height))
    }
}

/// A BGRA bitmap as FreeType lends it, scaled down by averaging.
struct StrikeBitmap {
    var width: Int
    var height: Int
    var pitch: Int
    var bgra: UnsafeMutablePointer<UInt8>

    /// Premultiplied RGBA at `targetWidth × targetHeight`: each target pixel is the mean of the
    /// source pixels whose centres fall in it (a box filter; premultiplied, so edges do not darken).
    func averaged(toWidth targetWidth: Int, height targetHeight: Int) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: targetWidth * targetHeight * 4)
        let xScale = Double(width) / Double(targetWidth), yScale = Double(height) / Double(targetHeight)
        for ty in 0..<targetHeight {
            let rows = span(ty, scale: yScale, limit: height)
            for tx in 0..<targetWidth {
                let columns = span(tx, scale: xScale, limit: width)
                var sum = (0, 0, 0, 0)
                for row in rows {
                    let line = bgra + row * pitch
                    for column in columns {
                        let pixel = line + column * 4
                        sum.0 += Int(pixel[2]); sum.1 += Int(pixel[1]); sum.2 += Int(pixel[0]); sum.3 += Int(pixel[3])
                    }
                }
                let count = max(1, rows.count * columns.count), index = (ty * targetWidth + tx) * 4
                rgba[index] = UInt8(sum.0 / count)
                rgba[index + 1] = UInt8(sum.1 / count)
                rgba[index + 2] = UInt8(sum.2 / count)
                rgba[index + 3] = UInt8(sum.3 / count)
            }
        }
        return rgba
    }

    /// The source indices a target index covers (at least one).
    private func span(_ index: Int, scale: Double, limit: Int) -> Range<Int> {
        let start = min(Int(Double(index) * scale), limit - 1)
        let end = min(max(Int(Double(index + 1) * scale), start + 1), limit)
        return start..<end
    }
}
