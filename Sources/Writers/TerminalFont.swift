import Foundation
import Typography

/// The monospace font a terminal draws characters with, as FreeType faces found through
/// fontconfig: DejaVu Sans Mono, regular and bold, and DejaVu Sans for the symbols the
/// monospace face lacks (☁, ☂, ❄…), as a terminal falls back to another font.
public final class TerminalFont: @unchecked Sendable {
    /// fontconfig patterns of the faces, first choice first.
    static let regularPatterns = ["DejaVu Sans Mono"]
    static let boldPatterns = ["DejaVu Sans Mono:bold", "DejaVu Sans Mono"]
    static let fallbackPatterns = ["DejaVu Sans"]
    static let boldFallbackPatterns = ["DejaVu Sans:bold", "DejaVu Sans"]

    let regular: FontFace?
    let bold: FontFace?
    let fallback: FontFace?
    let boldFallback: FontFace?

    /// Finds the faces; without any, characters are left out of the picture (their cells keep
    /// their background).
    public init() {
        func face(_ patterns: [String]) -> FontFace? { FontFile.path(preferring: patterns).flatMap(FontFace.init(path:)) }
        regular = face(Self.regularPatterns)
        bold = face(Self.boldPatterns)
        fallback = face(Self.fallbackPatterns)
        boldFallback = face(Self.boldFallbackPatterns)
    }

    /// True when a monospace face was found.
    public var isAvailable: Bool { regular != nil }

    /// The face that draws `scalar`: the monospace face when it has the glyph, else the
    /// fallback when that has it, else the monospace face's "missing glyph" box.
    func face(for scalar: Unicode.Scalar, bold wantsBold: Bool) -> FontFace? {
        let primary = wantsBold ? (bold ?? regular) : regular
        if let primary, primary.contains(scalar) { return primary }
        let secondary = wantsBold ? (boldFallback ?? fallback) : fallback
        if let secondary, secondary.contains(scalar) { return secondary }
        return primary
    }
}
