/// SwiftUI's Dynamic Type text styles; their sizes at each text size are `DynamicTypeSize`'s.
public enum TextStyle: String, Sendable, CaseIterable, Hashable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// The style's size at the default text size (Large): 17 pt for body.
    public var pointSize: Double { DynamicTypeSize.standard.pointSize(of: self) }

    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }
}

/// Font weights, lightest first.
public enum FontWeight: String, Sendable, CaseIterable, Hashable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public static func < (a: FontWeight, b: FontWeight) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// Font designs of the system font.
public enum FontDesign: String, Sendable, CaseIterable, Hashable {
    case `default`, rounded, monospaced, serif
}

/// A font as a widget asks for it; unset parts come from the environment.
public struct FontSpec: Sendable, Hashable {
    public var style: TextStyle?
    public var size: Double?
    public var weight: FontWeight?
    public var design: FontDesign?
    /// The font `.custom(name, size:)` names, drawn from the app's own font file when it bundles one.
    public var customName: String?

    public init(style: TextStyle? = nil, size: Double? = nil, weight: FontWeight? = nil, design: FontDesign? = nil, customName: String? = nil) {
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
        self.customName = customName
    }

    /// The environment's font when none is set: `.body`.
    public static let environmentDefault = FontSpec(style: .body)
}

/// A font with every attribute decided: what text is measured and drawn with.
public struct ResolvedFont: Sendable, Hashable {
    public var size: Double
    public var weight: FontWeight
    public var design: FontDesign
    public var italic: Bool
    public var monospacedDigit: Bool
    /// The app's font the text is drawn in (`.custom`), if any; laid out with the system font's widths.
    public var customName: String?

    public init(size: Double, weight: FontWeight, design: FontDesign = .default, italic: Bool = false, monospacedDigit: Bool = false,
                customName: String? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.italic = italic
        self.monospacedDigit = monospacedDigit
        self.customName = customName
    }

    /// Resolves a spec at a text size: an explicit size wins over the style's size (a custom
    /// font's size grows with body, as SwiftUI's `.custom(_:size:)` does); the style's weight is
    /// the default.
    public init(_ spec: FontSpec, bold: Bool = false, italic: Bool = false, monospacedDigit: Bool = false,
                dynamicTypeSize: DynamicTypeSize = .standard) {
        let style = spec.style ?? (spec.size == nil ? .body : nil)
        var size = spec.size ?? style.map(dynamicTypeSize.pointSize(of:)) ?? dynamicTypeSize.pointSize(of: .body)
        if let given = spec.size, spec.customName != nil { size = dynamicTypeSize.scaled(given, relativeTo: spec.style ?? .body) }
        var weight = spec.weight ?? style?.defaultWeight ?? .regular
        if bold && weight < .bold { weight = .bold }
        self.init(size: size, weight: weight, design: spec.design ?? .default, italic: italic, monospacedDigit: monospacedDigit,
                  customName: spec.customName)
    }
}
