/// Where the drawing of an SF Symbol comes from (`SymbolCatalog.source(for:)`).
public indirect enum SymbolSource: Sendable, Hashable {
    /// A hand-drawn vector drawing, by SF Symbol name.
    case handDrawn(String)
    /// A glyph of the Material Icons font.
    case iconFont(IconFontGlyph)
    /// A drawing inside a circle or a rounded square (`heart.circle.fill`).
    case enclosed(SymbolSource, SymbolEnclosure)
}

/// One glyph of the Material Icons font: its icon name (for people) and its code point.
public struct IconFontGlyph: Sendable, Hashable {
    public let iconName: String
    public let codepoint: UInt32
}

/// The shapes SF Symbols put around a base symbol, named by their suffix. An outlined enclosure
/// is a ring with the symbol inside; a filled one is a disc or square the symbol is cut out of.
public enum SymbolEnclosure: Sendable, Hashable, CaseIterable {
    case circleFill, squareFill, circle, square

    /// The name suffix; the filled ones come first in `allCases` so `.circle.fill` is not read as `.fill`.
    public var suffix: String {
        switch self {
        case .circleFill: ".circle.fill"
        case .squareFill: ".square.fill"
        case .circle: ".circle"
        case .square: ".square"
        }
    }

    public var filled: Bool { self == .circleFill || self == .squareFill }
    public var isCircle: Bool { self == .circleFill || self == .circle }
}
