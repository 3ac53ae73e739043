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

/// A control as the Lock Screen draws it in a corner: the control and the state shown.
public struct CornerControl: Sendable, Hashable {
    public var control: LockScreenControl
    public var isOn: Bool
    /// The file or folder that declares the control, for saving the arrangement.
    public var source: String?

    public init(control: LockScreenControl, isOn: Bool, source: String? = nil) {
        self.control = control
        self.isOn = isOn
        self.source = source
    }

    /// The corners that show a file's controls: one toggle off on the left and on on the right;
    /// one button on the left; else the first two, each in the state of its preview value.
    public static func corners(showing controls: [LockScreenControl], from source: String? = nil) -> [ArrangedControl.Corner: CornerControl] {
        guard let first = controls.first else { return [:] }
        if controls.count == 1 {
            guard first.kind == .toggle else { return [.left: CornerControl(control: first, isOn: false, source: source)] }
            return [.left: CornerControl(control: first, isOn: false, source: source), .right: CornerControl(control: first, isOn: true, source: source)]
        }
        return [.left: CornerControl(control: first, isOn: first.isOn, source: source),
                .right: CornerControl(control: controls[1], isOn: controls[1].isOn, source: source)]
    }

    /// The face shown: a button's, or a toggle's in its state.
    public var face: ControlFace { control.face(on: control.kind == .toggle && isOn) }
}
