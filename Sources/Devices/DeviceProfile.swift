import ViewTree

/// One iPhone model as lockscreen-tui draws it.
public struct DeviceProfile: Sendable, Hashable {
    /// The marketing name, e.g. "iPhone 15 Pro".
    public var name: String
    /// The short command-line name, e.g. "15-pro".
    public var identifier: String
    /// The screen in points, portrait.
    public var screen: Size
    public var slots: SlotSizes
    /// Where the Lock Screen puts the date, the clock and the widget row.
    public var lockScreen: LockScreenGeometry
    /// Pixels per point, as `UIScreen.scale` gives it and a screenshot has them: 3 (@3x) on every
    /// iPhone here but the SE (2); the 8 Plus and 13 mini draw at 3 and their panels scale the
    /// picture down (docs/devices.md).
    public var scale: Double

    public init(name: String, identifier: String, screen: Size, slots: SlotSizes, lockScreen: LockScreenGeometry, scale: Double = 3) {
        self.name = name
        self.identifier = identifier
        self.screen = screen
        self.slots = slots
        self.lockScreen = lockScreen
        self.scale = scale
    }

    /// The screen in the device's own pixels (a 15 Pro's is 1179×2556).
    public var screenPixels: (width: Int, height: Int) {
        (Int((screen.width * scale).rounded()), Int((screen.height * scale).rounded()))
    }

    /// How far a widget's drawable content sits inside its slot on each side, in points.
    /// Apple publishes no figure; measured about 7 pt on iOS 16 and iOS 26 (a 160×72 slot gives
    /// about 146×58 of content). The inline slot is a line of text and has no inset.
    public static let contentInset = 7.0

    /// The same for circular slots, which iOS clips to the disc the inset leaves: a full-bleed
    /// fill is a 60 pt disc in a 76 pt slot (iOS 16.1, 428×926) and a widget's background disc
    /// 58 pt in a 72 pt slot (iOS 16.4, 375×812), both measured on shared/reference/ios-lockscreens.
    /// The 68 pt slot of the SE is not measured and takes the 72 pt slot's 7.
    public static func circularContentInset(slot: Double) -> Double {
        slot >= 76 ? 8 : 7
    }

    /// The slot of `family`; the iPhone has no corner slot, and a corner widget asked for here
    /// gets the circular slot (commands offer only `WidgetFamily.phoneFamilies` on the iPhone).
    public func slotSize(for family: WidgetFamily) -> Size {
        switch family {
        case .circular, .corner: slots.circular
        case .rectangular: slots.rectangular
        case .inline: slots.inline
        }
    }

    public func contentInset(for family: WidgetFamily) -> Double {
        switch family {
        case .inline: 0
        case .circular, .corner: DeviceProfile.circularContentInset(slot: slots.circular.width)
        case .rectangular: DeviceProfile.contentInset
        }
    }

    /// The size a widget's view tree is laid out in: the slot less the content inset.
    public func contentSize(for family: WidgetFamily) -> Size {
        let slot = slotSize(for: family)
        let inset = contentInset(for: family)
        return Size(width: slot.width - 2 * inset, height: slot.height - 2 * inset)
    }
}
