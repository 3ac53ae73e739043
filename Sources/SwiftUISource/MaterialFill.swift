import ViewTree

/// SwiftUI's materials as shape styles (`.fill(.regularMaterial)`, `.background(.thinMaterial)`,
/// `Material.regular`): a translucent dark fill, thicker materials darker. On the Lock Screen a
/// vibrant widget's dark fill becomes a dim patch of the blurred wallpaper, as
/// `AccessoryWidgetBackground` does; the blur of the material itself is not drawn, said once.
enum MaterialFill {
    /// The opacity of black each material is drawn with (chosen: Apple publishes no figures; an
    /// even step from ultra-thin to ultra-thick, the regular one below AccessoryWidgetBackground's
    /// full patch so that text on it stays readable).
    static let opacities: [String: Double] = [
        "ultraThin": 0.2, "thin": 0.3, "regular": 0.4, "thick": 0.5, "ultraThick": 0.6, "bar": 0.4,
    ]

    /// The fill of a material named as a style's member (`regularMaterial`) or as `Material`'s
    /// (`regular`); nil for another name.
    static func color(named name: String, ofMaterialType: Bool = false) -> ColorValue? {
        let thickness = ofMaterialType ? name : (name.hasSuffix("Material") ? String(name.dropLast("Material".count)) : "")
        guard let opacity = opacities[thickness] else { return nil }
        return .rgba(RGBA(red: 0, green: 0, blue: 0, alpha: opacity))
    }

    /// What a material is drawn as, for its warning.
    static func approximation(_ written: String) -> String {
        "the material '\(written)' is drawn as a translucent dark fill, not as blurred glass"
    }
}
