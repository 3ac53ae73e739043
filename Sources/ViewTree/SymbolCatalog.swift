/// The SF Symbol names lockscreen-tui draws: 43 drawn by hand (Symbols' vector drawings), the
/// rest as glyphs of the Material Icons font (`iconFontTable`), and any of those inside a
/// circle or a square. Any other name is drawn as a placeholder.
public enum SymbolCatalog {
    /// The names with a hand-drawn vector drawing in Symbols.
    public static let handDrawnNames: [String] = [
        "heart.fill", "bolt.fill", "cloud.sun.fill", "cloud.rain.fill", "cloud.sun.rain.fill", "sun.max.fill", "moon.fill",
        "snowflake", "wind", "drop.fill", "flame.fill", "figure.walk", "calendar", "envelope.fill",
        "bell.fill", "alarm.fill", "timer", "battery.75", "car.fill", "house.fill", "location.fill",
        "airplane", "music.note", "cart.fill", "creditcard.fill", "chart.line.uptrend.xyaxis",
        "arrow.up", "arrow.down", "checkmark.circle.fill", "xmark", "star.fill", "qrcode.viewfinder",
        "heart", "star", "bolt", "thermometer.medium", "figure.run", "checkmark", "circle", "person.fill",
        "shoe.fill", "shoe", "moon",
    ]

    /// Every name with a drawing of its own (hand-drawn or from the icon font), sorted; names
    /// enclosing one of these are drawn too (see `source(for:)`).
    public static let names: [String] = Array(Set(handDrawnNames).union(iconFontGlyphs.keys)).sorted()

    private static let handDrawn = Set(handDrawnNames)

    /// The icon font's code point for each name in `iconFontTable`, read once.
    static let iconFontGlyphs: [String: IconFontGlyph] = {
        var glyphs: [String: IconFontGlyph] = [:]
        for line in iconFontTable.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 3, let codepoint = UInt32(fields[2], radix: 16) else { continue }
            glyphs[String(fields[0])] = IconFontGlyph(iconName: String(fields[1]), codepoint: codepoint)
        }
        return glyphs
    }()

    /// Whether `name` is drawn (not a placeholder).
    public static func contains(_ name: String) -> Bool { source(for: name) != nil }

    /// How `name` is drawn; nil for a name drawn as a placeholder. A name of its own (hand-drawn
    /// first, then the icon font) wins; else `base.circle`, `base.square` and their `.fill`
    /// forms enclose the base (a filled enclosure prefers `base.fill`, an outlined one `base`;
    /// `base.crop.circle` is the base inside a circle too);
    /// last, `base.fill` falls back to `base` and `base` to `base.fill` (the same shape, filled
    /// or outlined: `cloud.rain` is drawn as `cloud.rain.fill`).
    public static func source(for name: String) -> SymbolSource? {
        if let own = ownSource(for: name) { return own }
        if let enclosed = enclosedSource(for: name) { return enclosed }
        return otherFormDrawn(for: name).flatMap(ownSource(for:))
    }

    /// The other form `name` is drawn as, when it has no drawing of its own and encloses none:
    /// `drop` drawn as `drop.fill`, `cloud.fill` as `cloud`. A widget that shows both forms
    /// (three filled drops and two outlined) loses the difference, so this is said.
    public static func otherFormDrawn(for name: String) -> String? {
        guard ownSource(for: name) == nil, enclosedSource(for: name) == nil else { return nil }
        let other = name.hasSuffix(".fill") ? String(name.dropLast(".fill".count)) : name + ".fill"
        return ownSource(for: other) != nil ? other : nil
    }

    /// `base.circle`, `base.square` and their `.fill` forms: the base's drawing inside the enclosure.
    private static func enclosedSource(for name: String) -> SymbolSource? {
        for enclosure in SymbolEnclosure.allCases where name.hasSuffix(enclosure.suffix) {
            var base = String(name.dropLast(enclosure.suffix.count))
            // `building.2.crop.circle.fill`: the base cropped to the enclosure, drawn inside it.
            if base.hasSuffix(".crop"), ownSource(for: base) == nil { base.removeLast(".crop".count) }
            let candidates = enclosure.filled ? [base + ".fill", base] : [base, base + ".fill"]
            if let inner = candidates.lazy.compactMap(ownSource(for:)).first { return .enclosed(inner, enclosure) }
        }
        return nil
    }

    private static func ownSource(for name: String) -> SymbolSource? {
        if handDrawn.contains(name) { return .handDrawn(name) }
        if let glyph = iconFontGlyphs[name] { return .iconFont(glyph) }
        return nil
    }
}
