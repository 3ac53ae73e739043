import Foundation

/// Fonts for the characters the text font lacks (Hangul, Chinese, Japanese, Devanagari, …),
/// found through fontconfig by the character itself (`:charset=ac00`), as a system's font
/// fallback finds them; each character asked once and each file loaded once. With Debian's
/// fonts-droid-fallback, Korean and Chinese text is drawn instead of empty boxes.
public final class FallbackFaces: @unchecked Sendable {
    /// The one set every drawing shares: fontconfig is asked once per character per process.
    public static let shared = FallbackFaces()

    private let lock = NSLock()
    private var byPath: [String: FontFace] = [:]
    private var byScalar: [UInt32: FontFace?] = [:]
    /// The face last found for each block of 256 code points: the next character of a script
    /// is nearly always in it, and asking the face is cheaper than asking fontconfig.
    private var byBlock: [UInt32: FontFace] = [:]

    /// Adds the font files an app bundles to the fonts characters fall back to (an icon font's
    /// private-use characters then have their glyphs); characters found in no font before are
    /// asked again.
    public func addFontFiles(_ paths: [String]) {
        guard !FontFile.addApplicationFonts(paths).isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        byScalar = byScalar.filter { $0.value != nil }
    }

    /// The face fontconfig picks for a character, when one has its glyph; nil otherwise. `bold`
    /// asks for a bold face (bold Korean beside bold Latin), which fontconfig gives when one is
    /// installed (NanumGothic Bold) and otherwise answers with the regular one.
    public func face(for scalar: Unicode.Scalar, bold: Bool = false) -> FontFace? {
        lock.lock()
        defer { lock.unlock() }
        // Unicode scalars end at 0x10FFFF: the high bit keys the bold faces apart.
        let key = scalar.value | (bold ? 1 << 31 : 0)
        if let known = byScalar[key] { return known }
        let block = key >> 8
        if let recent = byBlock[block], recent.contains(scalar) {
            byScalar[key] = .some(recent)
            return recent
        }
        var found: FontFace?
        if let path = FontFile.path(matching: ":charset=" + String(scalar.value, radix: 16) + (bold ? ":weight=bold" : "")) {
            let face = byPath[path] ?? FontFace(path: path)
            byPath[path] = face
            if let face, face.contains(scalar) { found = face }
        }
        byScalar[key] = .some(found)
        if let found { byBlock[block] = found }
        return found
    }
}

extension FontFace {
    /// A scalar's glyph from this face, or, when this face lacks it, from the face fontconfig
    /// falls back to for it (the watch face's curved labels, which draw scalar by scalar).
    public func glyphFallingBack(_ scalar: Unicode.Scalar, pixelSize: Int) -> GlyphBitmap {
        guard !scalar.isASCII, !contains(scalar), let fallback = FallbackFaces.shared.face(for: scalar, bold: isBold) else {
            return glyph(scalar, pixelSize: pixelSize)
        }
        return fallback.glyph(scalar, pixelSize: pixelSize)
    }
}
