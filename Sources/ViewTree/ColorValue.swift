/// A colour as a widget names it: fixed, or relative to the environment.
public enum ColorValue: Sendable, Hashable {
    /// A fixed colour.
    case rgba(RGBA)
    /// `primary` (0), `secondary` (1), `tertiary` (2) or `quaternary` (3): the environment's
    /// foreground at that level of the hierarchy.
    case hierarchical(level: Int)
    /// The environment's accent colour (`Color.accentColor`).
    case accent
    /// Another colour at a multiplied opacity (`.opacity(0.5)`).
    indirect case withOpacity(ColorValue, Double)

    /// The opacity SwiftUI's hierarchical styles give their level (primary … quaternary),
    /// from UIKit's label colours (label, secondaryLabel 60 %, tertiaryLabel 30 %, quaternaryLabel 18 %).
    public static let hierarchyOpacity: [Double] = [1.0, 0.6, 0.3, 0.18]

    /// Resolves against the environment's primary foreground and accent colours.
    public func resolved(primary: RGBA, accent: RGBA) -> RGBA {
        switch self {
        case .rgba(let c): return c
        case .hierarchical(let level):
            let factor = ColorValue.hierarchyOpacity[min(max(level, 0), 3)]
            return primary.withAlpha(primary.alpha * factor)
        case .accent: return accent
        case .withOpacity(let base, let opacity):
            let c = base.resolved(primary: primary, accent: accent)
            return c.withAlpha(c.alpha * opacity)
        }
    }
}
