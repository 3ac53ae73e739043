/// The iOS version whose Lock Screen layout is drawn. The catalog's positions are iOS 16's; later
/// versions moved the date line, the clock and the widget row up. Each shift is measured on a real
/// Lock Screen (shared/reference/ios-lockscreens) against iOS 16's positions on the same screen,
/// and applied to every screen size (Apple publishes no layout; docs/devices.md).
public enum LockScreenProfile: String, CaseIterable, Sendable, Hashable {
    case ios16 = "16"
    case ios17 = "17"
    case ios18 = "18"

    /// iOS 16: the positions every golden and the facts table use. iOS 17 and 18 are measured on
    /// one screenshot each; see docs/lockscreen.md for why 16 stays the default for now.
    public static let standard = LockScreenProfile.ios16

    /// How far up the date line moves, in points: 122 → 117.0 (iOS 17, 414×896), 117 → 97.0 (iOS 18, 393×852).
    public var dateRise: Double {
        switch self {
        case .ios16: 0
        case .ios17: 5.0
        case .ios18: 20.0
        }
    }

    /// How far up the clock's baseline moves: 221 → 215 (iOS 17), 215 → 190.7 (iOS 18).
    public var clockRise: Double {
        switch self {
        case .ios16: 0
        case .ios17: 6.0
        case .ios18: 24.3
        }
    }

    /// How far up the widget row moves: its centre 280 → 274.8 (iOS 17), 273 → 248 (iOS 18).
    public var rowRise: Double {
        switch self {
        case .ios16: 0
        case .ios17: 5.2
        case .ios18: 25.0
        }
    }

    /// A screen's positions as this iOS version draws them.
    public func adjusted(_ geometry: LockScreenGeometry) -> LockScreenGeometry {
        var moved = geometry
        moved.dateBaseline -= dateRise
        moved.clockBaseline -= clockRise
        moved.widgetRowTop -= rowRise
        moved.centresRow = self != .ios18
        return moved
    }
}

extension DeviceProfile {
    /// The same iPhone with the Lock Screen layout of an iOS version.
    public func on(_ profile: LockScreenProfile) -> DeviceProfile {
        var copy = self
        copy.lockScreen = profile.adjusted(lockScreen)
        return copy
    }
}
