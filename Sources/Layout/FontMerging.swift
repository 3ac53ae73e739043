import ViewTree

/// How a font set further in combines with the one around it. A spec with a style or a size is a
/// whole font (`.font(.caption)`, `.font(.system(size: 28))`) and replaces the outer one; a spec
/// with only a weight or design adjusts the outer font, as `.fontWeight` and `.fontDesign` do.
enum FontMerging {
    /// The largest font size layout accepts, in points.
    static let largestSize = 1000.0

    static func merge(_ inner: FontSpec, into outer: FontSpec?) -> FontSpec {
        guard inner.style == nil, inner.size == nil, var merged = outer else { return inner }
        merged.weight = inner.weight ?? merged.weight
        merged.design = inner.design ?? merged.design
        return merged
    }

    /// The font for a spec (nil: `.body`), with its size kept within 0…`largestSize`.
    static func resolve(_ spec: FontSpec?, bold: Bool, italic: Bool, monospacedDigit: Bool,
                        dynamicTypeSize: DynamicTypeSize = .standard) -> ResolvedFont {
        var font = ResolvedFont(spec ?? .environmentDefault, bold: bold, italic: italic, monospacedDigit: monospacedDigit,
                                dynamicTypeSize: dynamicTypeSize)
        font.size = font.size.isNaN ? TextStyle.body.pointSize : min(max(font.size, 0), largestSize)
        return font
    }
}
