/// The iOS version whose Lock Screen layout is drawn. The catalog's positions are iOS 16's; later
/// versions moved the date line, the clock and the widget row up, and iOS 26 draws a tall glass
/// clock and puts the widget row near the bottom of the screen. Each change is measured on a real
/// Lock Screen (shared/reference/ios-lockscreens) against iOS 16's positions on the same screen,
/// and applied to every screen size (Apple publishes no layout; docs/lockscreen.md).
public enum LockScreenProfile: String, CaseIterable, Sendable, Hashable {
    case ios16 = "16"
    case ios17 = "17"
    case ios18 = "18"
    case ios26 = "26"

    /// iOS 18: the newest version whose every part is measured and drawn as iOS draws it (iOS 26's
    /// glass clock is an approximation); docs/lockscreen.md says why.
    public static let standard = LockScreenProfile.ios18

    /// How far up the date line moves, in points: 122 → 117.0 (iOS 17, 414×896), 117 → 97.0
    /// (iOS 18, 393×852), 117 → 103.3 (iOS 26, 402×874).
    public var dateRise: Double {
        switch self {
        case .ios16: 0
        case .ios17: 5.0
        case .ios18: 20.0
        case .ios26: 13.7
        }
    }

    /// How far up the clock's baseline moves: 221 → 215 (iOS 17), 215 → 190.7 (iOS 18). iOS 26's
    /// glass clock hangs from the date line instead (`LockScreenGeometry.glassClockTopBelowDate`).
    public var clockRise: Double {
        switch self {
        case .ios16, .ios26: 0
        case .ios17: 6.0
        case .ios18: 24.3
        }
    }

    /// How far up the widget row moves: its centre 280 → 274.8 (iOS 17), 273 → 248 (iOS 18).
    public var rowRise: Double {
        switch self {
        case .ios16, .ios26: 0
        case .ios17: 5.2
        case .ios18: 25.0
        }
    }

    /// iOS 26's widget row, from its top to the screen's bottom edge: the reference's rectangular
    /// widget has its content at 693.7–739.3 of 874, so its 72 pt frame (402 wide) has its top at 680.5.
    public static let bottomRowTopFromScreenBottom = 193.5

    /// A screen's positions as this iOS version draws them.
    public func adjusted(_ geometry: LockScreenGeometry, screenHeight: Double) -> LockScreenGeometry {
        var moved = geometry
        moved.dateBaseline -= dateRise
        moved.clockBaseline -= clockRise
        moved.widgetRowTop -= rowRise
        moved.centresRow = self == .ios16 || self == .ios17
        if self == .ios26 {
            moved.clockStyle = .glass
            moved.dateStyle = .abbreviated
            moved.clockBaseline = moved.dateBaseline + LockScreenGeometry.glassClockTopBelowDate
                + LockScreenGeometry.glassClockDigitHeight
            moved.widgetRowTop = screenHeight - Self.bottomRowTopFromScreenBottom
        }
        return moved
    }
}

extension DeviceProfile {
    /// The same iPhone with the Lock Screen layout of an iOS version.
    public func on(_ profile: LockScreenProfile) -> DeviceProfile {
        var copy = self
        copy.lockScreen = profile.adjusted(lockScreen, screenHeight: screen.height)
        return copy
    }
}
