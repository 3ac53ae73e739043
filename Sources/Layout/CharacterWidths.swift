/// Advance widths of characters in em, approximating SF Pro Text Regular, which is not
/// available to measure on Linux. This table is the one place the approximation lives.
///
/// Derivation:
/// - Latin letters and punctuation: Helvetica's advance widths from Adobe's Core 14 AFM file
///   (thousandths of an em), scaled by `helveticaScale` (0.97) because SF Pro Text sets slightly
///   narrower than Helvetica at text sizes.
/// - Digits: SF Pro's default figures are proportional (hence `monospacedDigit()`): the widest
///   are 0.6 em, "1" is much narrower. The values below keep that shape; with monospaced digits
///   every digit is `widestDigit`.
/// - The space: 0.25 em.
/// - CJK ideographs, kana, Hangul and full-width forms: 1 em.
/// - Emoji (`EmojiPresentation.asksForEmoji`): `emojiWidth`, the advance of the colour emoji
///   font they are drawn from.
/// - Other letters: Helvetica's typical width (lowercase 556, uppercase 667, scaled); other
///   whitespace: the space; control and format characters: 0.
///
/// Xcode will differ by a few percent per string; the layout rules do not depend on these values.
enum CharacterWidths {
    static let helveticaScale = 0.97

    /// Helvetica AFM widths for U+0020 through U+007E, in thousandths of an em, unscaled.
    /// Digits (U+0030–U+0039) and the space are replaced by `digitWidths` and `spaceWidth`.
    static let helveticaASCII: [Double] = [
        //   space !    "    #    $    %    &    '    (    )    *    +    ,    -    .    /
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        //   0    1    2    3    4    5    6    7    8    9    :    ;    <    =    >    ?
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        //   @     A    B    C    D    E    F    G    H    I    J    K    L    M    N    O
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        //   P    Q    R    S    T    U    V    W    X    Y    Z    [    \    ]    ^    _
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        //   `    a    b    c    d    e    f    g    h    i    j    k    l    m    n    o
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        //   p    q    r    s    t    u    v    w    x    y    z    {    |    }    ~
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]

    /// Helvetica AFM widths of common punctuation and symbols beyond ASCII, unscaled.
    static let helveticaOther: [Character: Double] = [
        "…": 1000, "–": 556, "—": 1000, "‘": 222, "’": 222, "“": 333, "”": 333, "•": 350,
        "·": 278, "°": 400, "×": 584, "÷": 584, "±": 584, "€": 556, "£": 556, "¥": 556,
        "¢": 556, "µ": 556, "‰": 1000, "«": 556, "»": 556, "¡": 333, "¿": 611, "©": 737,
        "®": 737, "™": 1000,
    ]

    /// Proportional digits 0…9, in em.
    static let digitWidths: [Double] = [0.60, 0.42, 0.56, 0.58, 0.60, 0.57, 0.59, 0.53, 0.59, 0.59]
    /// The width of every digit under `monospacedDigit()`, in em.
    static let widestDigit = 0.60
    static let spaceWidth = 0.25
    /// CJK and full-width forms.
    static let wideWidth = 1.0
    /// Emoji: Noto Color Emoji's advance, 136 pixels in its strike of 109 pixels per em (every
    /// emoji of the font is as wide). The preview draws emoji from that font (SF's Apple Color
    /// Emoji is not available on Linux), so layout measures them as drawn.
    static let emojiWidth = 136.0 / 109.0
    /// Private-use characters are an icon font's glyphs (an app's bundled Material Design Icons
    /// or Font Awesome), which advance one em, a square of the font's size, in those fonts.
    static let privateUseWidth = 1.0
    static let otherLowercase = 556.0
    static let otherUppercase = 667.0

    /// The advance of a character at regular weight, in em.
    static func em(_ character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if value == 0x20 { return spaceWidth }
        if (0x30...0x39).contains(value) { return digitWidths[Int(value - 0x30)] }
        if (0x21...0x7E).contains(value) { return helveticaASCII[Int(value - 0x20)] / 1000 * helveticaScale }
        if EmojiPresentation.asksForEmoji(character) { return emojiWidth }
        if let width = helveticaOther[character] { return width / 1000 * helveticaScale }
        if isWide(character) { return wideWidth }
        if character.isWhitespace { return spaceWidth }
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark: return 0
        case .privateUse: return privateUseWidth
        case .uppercaseLetter, .titlecaseLetter: return otherUppercase / 1000 * helveticaScale
        default: return otherLowercase / 1000 * helveticaScale
        }
    }

    /// True if the character is a digit 0…9.
    static func isDigit(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        return (0x30...0x39).contains(scalar.value)
    }

    /// The East Asian wide ranges (Hangul Jamo, CJK and kana, Hangul syllables, compatibility
    /// ideographs, vertical and full-width forms, the supplementary ideographs).
    static func isWide(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in wideRanges.contains { $0.contains(scalar.value) } }
    }

    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]
}

/// Which characters are emoji, for measuring (here) and drawing (Rendering's `TextRasterizing`)
/// alike: one whose first scalar is not ASCII and is shown as emoji by default (🔥), or that asks
/// for emoji with U+FE0F (☀️), a skin tone or a zero-width joiner (👩‍👩‍👧), or is a flag
/// (🇺🇸), unless U+FE0E asks for text.
public enum EmojiPresentation {
    /// U+FE0F VARIATION SELECTOR-16: show the preceding character as emoji.
    static let emojiSelector: UInt32 = 0xFE0F
    /// U+FE0E VARIATION SELECTOR-15: show the preceding character as text.
    static let textSelector: UInt32 = 0xFE0E
    /// U+200D ZERO WIDTH JOINER, which joins emoji into one (a family, a profession).
    static let zeroWidthJoiner: UInt32 = 0x200D
    /// The first scalar past ASCII (digits, `#` and `*` start keycaps, but alone are text).
    static let firstNonASCII: UInt32 = 0x80

    public static func asksForEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let base = scalars.first, base.value >= firstNonASCII, base.properties.isEmoji,
              !scalars.contains(where: { $0.value == textSelector }) else { return false }
        return base.properties.isEmojiPresentation
            || scalars.contains { $0.value == emojiSelector || $0.value == zeroWidthJoiner || $0.properties.isEmojiModifier }
    }
}
