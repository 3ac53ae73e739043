/// What a blur sees beyond the buffer's edges.
public enum BlurEdgeMode: Sendable, Hashable {
    /// The edge pixels repeat outwards (a frosted backdrop keeps its colour at the border).
    case extend
    /// Everything outside is transparent (a shadow or glow fades out at the border).
    case transparent
}
