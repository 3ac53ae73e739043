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

    /// True for a toggle shown on; a button is never on.
    public var showsOn: Bool { control.kind == .toggle && isOn }

    /// The face shown: a button's, or a toggle's in its state.
    public var face: ControlFace { control.face(on: showsOn) }
}
