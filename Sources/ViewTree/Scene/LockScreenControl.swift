/// A control (iOS 18's `ControlWidget`) as the Lock Screen's bottom corners show it, in place of
/// the flashlight or the camera: a button, or a toggle with a face for each state.
public struct LockScreenControl: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// `ControlWidgetButton`: performs its action; one face.
        case button
        /// `ControlWidgetToggle`: on or off, each with its face.
        case toggle
    }

    /// The control's display name (`.displayName`), else its type's name.
    public var name: String
    /// The `struct` that declares it, for `--widget` and messages.
    public var typeName: String?
    public var kind: Kind
    /// A button's face, and a toggle's when off.
    public var off: ControlFace
    /// A toggle's face when on.
    public var on: ControlFace?
    /// `.tint(_:)`: what iOS colours an on toggle's symbol with.
    public var tint: RGBA?
    /// A toggle's state in the sources' preview value (`previewValue`), false when there is none.
    public var isOn: Bool

    public init(name: String, typeName: String? = nil, kind: Kind, off: ControlFace, on: ControlFace? = nil,
                tint: RGBA? = nil, isOn: Bool = false) {
        self.name = name
        self.typeName = typeName
        self.kind = kind
        self.off = off
        self.on = on
        self.tint = tint
        self.isOn = isOn
    }

    /// The face shown in a state: a toggle's on face when on, else its off face.
    public func face(on state: Bool) -> ControlFace {
        state ? (on ?? off) : off
    }
}
