/// Which parts of a symbol to draw. Multicolour rendering gives each layer its own colour;
/// monochrome rendering draws both in the tint colour.
public enum SymbolLayer: Sendable, Hashable, CaseIterable {
    /// The main shape. Every symbol has one.
    case primary
    /// Accent parts, such as the sun of `cloud.sun.fill` or the rain of `cloud.rain.fill`;
    /// empty for most symbols.
    case secondary
}
