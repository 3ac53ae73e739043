/// The iOS version whose Lock Screen layout is drawn. iOS 16, 17 and 18 put the date line, the
/// clock and the widget row in the same place on the same phone (the catalog's positions: iOS 17.5
/// and 18 agree within 0.3 pt on 393×852, and iOS 16's notch phones fit the same model); they
/// differ in how the row is filled. iOS 26 moves the date line down, draws a tall glass clock and
/// puts the widget row near the bottom of the screen, each measured on a real Lock Screen
/// (shared/reference/ios-lockscreens) and applied to every screen size (docs/lockscreen.md).
public enum LockScreenProfile: String, CaseIterable, Sendable, Hashable {
    case ios16 = "16"
    case ios17 = "17"
    case ios18 = "18"
    case ios26 = "26"

    /// iOS 18: the newest version whose every part is measured and drawn as iOS draws it (iOS 26's
    /// glass clock is an approximation); docs/lockscreen.md says why.
    public static let standard = LockScreenProfile.ios18

    /// How far down iOS 26 puts the date line: its baseline 52.5 pt under the Dynamic Island
    /// (103.2 on 402×874, two screenshots) where iOS 17.5 and 18 put it 49.1 pt under.
    public static let glassDateDrop = 3.4

    /// iOS 26's widget row, from its top to the screen's bottom edge: the reference's rectangular
    /// widget has its content at 693.7–739.3 of 874, so its 72 pt frame (402 wide) has its top at 680.5.
    public static let bottomRowTopFromScreenBottom = 193.5

    /// A screen's positions as this iOS version draws them.
    public func adjusted(_ geometry: LockScreenGeometry, screenHeight: Double) -> LockScreenGeometry {
        var moved = geometry
        moved.centresRow = self == .ios16 || self == .ios17
        if self == .ios26 {
            moved.clockStyle = .glass
            moved.dateStyle = .abbreviated
            moved.dateBaseline += Self.glassDateDrop
            moved.clockDigitHeight = LockScreenGeometry.glassClockDigitHeight
            moved.clockBaseline = moved.dateBaseline + LockScreenGeometry.glassClockTopBelowDate
                + LockScreenGeometry.glassClockDigitHeight
            moved.widgetRowTop = screenHeight - Self.bottomRowTopFromScreenBottom
            moved.cornerButtons = .glass
        }
        return moved
    }
}

extension DeviceProfile {
    /// The same device with the Lock Screen layout of an iOS (iPadOS) version: an iPad has one
    /// layout for 16 (which it never ran with widgets) to 18, and iPadOS 26's (`PadLockScreen`);
    /// StandBy has one.
    public func on(_ profile: LockScreenProfile) -> DeviceProfile {
        var copy = self
        guard idiom != .standBy else { return self }
        guard idiom == .phone else {
            copy.lockScreen = PadLockScreen.geometry(screen: screen, slots: slots, cornerRadius: lockScreen.cornerRadius,
                                                     orientation: orientation, glass: profile == .ios26)
            return copy
        }
        copy.lockScreen = profile.adjusted(lockScreen, screenHeight: screen.height)
        return copy
    }
}
