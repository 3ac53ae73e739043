/// What sits at the top of a screen: nothing, a notch, or the Dynamic Island (a black pill).
public enum ScreenCutout: Sendable, Hashable {
    case none
    /// A notch hanging from the top edge, `width` × `height` points, centred.
    case notch(width: Double, height: Double)
    /// The Dynamic Island: a pill `width` × `height` points, centred, `top` points from the edge.
    case dynamicIsland(width: Double, height: Double, top: Double)
}
