/// How the system paints a widget (`widgetRenderingMode`).
public enum RenderingMode: String, Sendable, CaseIterable, Hashable {
    /// The iPhone Lock Screen: content desaturated and turned into material.
    case vibrant
    /// Watch faces: two flat colours, one for the accent group.
    case accented
    /// Colours unchanged.
    case fullColor
}
