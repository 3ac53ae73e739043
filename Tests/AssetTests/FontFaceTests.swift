import Testing
import Typography

/// Glyphs through fontconfig and FreeType.
@Suite struct FontFaceTests {
    @Test func fontconfigFindsDejaVuSansBold() throws {
        let path = try #require(FontFile.path(matching: "DejaVu Sans:bold"))
        #expect(path.hasSuffix(".ttf"))
    }

    /// Loading ahead on another thread, as a drawing command does before it parses its command
    /// line, races with lookups on this one: each waits for the one load and gets the same answer.
    @Test func lookupsWhileTheConfigurationLoadsAheadGetTheSameFiles() async throws {
        FontFile.startLoading()
        let answers = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<8 {
                group.addTask { FontFile.path(matching: "DejaVu Sans Mono:bold") }
            }
            FontFile.startLoading()
            return await group.reduce(into: [String?]()) { $0.append($1) }
        }
        let path = try #require(answers.first ?? nil)
        #expect(path.hasSuffix("DejaVuSansMono-Bold.ttf"))
        #expect(answers.allSatisfy { $0 == path })
    }

    @Test func rendersAnAntiAliasedDigit() throws {
        let face = try #require(FontFile.path(matching: "DejaVu Sans:bold").flatMap(FontFace.init(path:)))
        let eight = face.glyph("8", pixelSize: 40)
        #expect(eight.height >= 25 && eight.height <= 32, "cap height of a 40 px digit")
        #expect(eight.coverage.contains(255))
        #expect(eight.coverage.contains { $0 > 0 && $0 < 255 }, "edges are anti-aliased")
        #expect(eight.advance > 20 && eight.advance < 30)
    }

    /// Characters the text font lacks come from the font fontconfig falls back to for them
    /// (fonts-nanum for Hangul, fonts-droid-fallback for Chinese, both installed by
    /// scripts/ensure-dependencies), drawn with ink, not as the text font's empty box.
    @Test(arguments: ["라", "만", "自", "件"])
    func aCharacterTheTextFontLacksHasAFallbackFace(_ text: String) throws {
        let scalar = try #require(text.unicodeScalars.first)
        let inter = try #require(FontFile.path(matching: "Inter").flatMap(FontFace.init(path:)))
        #expect(!inter.contains(scalar), "the text font has it after all")
        let fallback = try #require(FallbackFaces.shared.face(for: scalar), "no installed font has U+\(String(scalar.value, radix: 16))")
        #expect(fallback.contains(scalar))
        let glyph = fallback.glyph(scalar, pixelSize: 40)
        #expect(glyph.coverage.filter { $0 > 128 }.count > 100, "the glyph has ink")
        #expect(glyph.advance > 30, "an ideograph or syllable is about an em wide")
    }

    /// Bold text's Hangul falls back to a bold face (fonts-nanum's NanumGothic Bold), as Apple SD
    /// Gothic Neo is drawn bold on iOS: a bold face declares weight 700, a regular one 400.
    @Test func boldTextFallsBackToABoldFace() throws {
        let bold = try #require(FontFile.path(matching: "DejaVu Sans:bold").flatMap(FontFace.init(path:)))
        let regular = try #require(FontFile.path(matching: "DejaVu Sans").flatMap(FontFace.init(path:)))
        #expect(bold.isBold && !regular.isBold, "\(bold.weightClass), \(regular.weightClass)")
        let ra = try #require("라".unicodeScalars.first)
        let heavy = try #require(FallbackFaces.shared.face(for: ra, bold: true))
        let plain = try #require(FallbackFaces.shared.face(for: ra))
        #expect(heavy.isBold && !plain.isBold, "\(heavy.path), \(plain.path)")
        let ink = { (face: FontFace) in face.glyph(ra, pixelSize: 40).coverage.filter { $0 > 128 }.count }
        #expect(ink(heavy) > ink(plain) + ink(plain) / 5, "the bold syllable has more ink")
    }
}

/// Devanagari is drawn from runs shaped by HarfBuzz, as Core Text draws it: a consonant with a
/// virama and the next one become a conjunct, and the vowel sign ि goes before the consonant it
/// follows in the text. Drawn letter by letter, "क्ष" was three glyphs, the virama showing, and
/// "कि" had its vowel sign after the क.
@Suite struct ShapedRunTests {
    static func devanagari() throws -> FontFace {
        let ka = try #require("क".unicodeScalars.first)
        return try #require(FallbackFaces.shared.face(for: ka), "no installed font has Devanagari (fonts-noto-core)")
    }

    @Test func aConjunctIsOneGlyph() throws {
        let face = try Self.devanagari()
        let scalars = Array("क्ष".unicodeScalars)
        #expect(scalars.count == 3)
        let shaped = face.shaped(scalars, pixelSize: 40)
        #expect(shaped.count == 1, "क्ष is one ligature: \(shaped.count) glyphs")
        #expect(shaped.allSatisfy { $0.bitmap.coverage.contains { $0 > 128 } })
    }

    @Test func theVowelSignIGoesBeforeItsConsonant() throws {
        let face = try Self.devanagari()
        let ka = face.glyph(try #require("क".unicodeScalars.first), pixelSize: 40)
        let shaped = face.shaped(Array("कि".unicodeScalars), pixelSize: 40)
        try #require(shaped.count == 2)
        #expect(shaped[1].bitmap.coverage == ka.coverage, "क is drawn second")
        #expect(shaped[0].bitmap.coverage != ka.coverage, "the vowel sign is drawn first")
        #expect(FontFace.needsShaping(try #require("क".unicodeScalars.first)) && !FontFace.needsShaping("a"))
    }
}

/// An emoji cluster the colour font draws as one glyph (its ligatures, found by shaping with
/// HarfBuzz) is that glyph, not its first emoji's.
@Suite struct EmojiClusterTests {
    /// A cook with a skin tone (man, skin tone, ZWJ, frying pan), a flag (two regional
    /// indicators) and a keycap, each beside the first scalar it starts with.
    @Test(arguments: [("👨🏻‍🍳", "👨"), ("🇩🇪", "🇩"), ("1️⃣", "1")])
    func aClusterIsItsOwnGlyph(_ cluster: String, _ first: String) throws {
        let emoji = try #require(EmojiFace.system, "Noto Color Emoji (fonts-noto-color-emoji) is installed")
        let whole = emoji.glyph(Character(cluster), pixelSize: 40)
        let start = emoji.glyph(Character(first), pixelSize: 40)
        #expect(whole.width > 0 && whole.rgba.contains { $0 > 0 }, "the cluster has ink")
        let differs = whole.rgba != start.rgba
        #expect(differs, "\(cluster) is drawn as \(first)")
    }

    @Test func aSequenceWithoutALigatureIsItsFirstEmoji() throws {
        // A ZWJ between two emoji the font has no ligature for: drawn as the first.
        let emoji = try #require(EmojiFace.system)
        let joined = emoji.glyph(Character("🍕\u{200D}🚀"), pixelSize: 40)
        let same = joined.rgba == emoji.glyph(Character("🍕"), pixelSize: 40).rgba
        #expect(same)
    }
}
