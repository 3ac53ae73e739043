/// A watch face file (docs/lockscreen-files.md, "Watch faces"): which face, its tint, the watch
/// and the widget in each of its complication slots.
public struct FaceFile: Sendable {
    /// The face's style name (`infograph`, `modular`, `digital`).
    public var style: String
    /// The colour the face tints accented complications with (the wearer's chosen colour).
    public var tint: RGBA
    /// The watch's identifier (`45mm`); nil for the default watch.
    public var watch: String?
    /// The widget in each named slot; its family is the slot's.
    public var slots: [String: ArrangedWidget]

    public init(style: String, tint: RGBA, watch: String? = nil, slots: [String: ArrangedWidget] = [:]) {
        self.style = style
        self.tint = tint
        self.watch = watch
        self.slots = slots
    }

    /// The tint a face has when its file names none: the orange of Apple's face pictures (chosen).
    public static let defaultTint = RGBA(hex: 0xFF9F0A)
}
