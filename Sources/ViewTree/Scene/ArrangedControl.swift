/// One of the Lock Screen's two bottom-corner buttons as an arrangement places a control there
/// (`controls: { left: …, right: … }`), instead of the flashlight (left) or the camera (right).
public struct ArrangedControl: Sendable {
    public enum Corner: String, Sendable, CaseIterable {
        case left, right
    }

    public var corner: Corner
    /// The resolved path of the SwiftUI source or extension folder that declares the control.
    public var path: String
    /// Which control of the file: its display name or its struct's name; nil for the first.
    public var name: String?
    /// A toggle's state; nil for the state of the sources' preview value.
    public var isOn: Bool?
    /// Where it was written, for messages.
    public var location: SourceLocation?

    public init(corner: Corner, path: String, name: String? = nil, isOn: Bool? = nil, location: SourceLocation? = nil) {
        self.corner = corner
        self.path = path
        self.name = name
        self.isOn = isOn
        self.location = location
    }
}
