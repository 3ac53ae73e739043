import ViewTree

/// One iPhone or iPad model as lockscreen-tui draws it, in one orientation.
public struct DeviceProfile: Sendable, Hashable {
    /// The marketing name, e.g. "iPhone 15 Pro".
    public var name: String
    /// The short command-line name, e.g. "15-pro".
    public var identifier: String
    /// The screen in points, in `orientation` (portrait unless an iPad was turned).
    public var screen: Size
    public var slots: SlotSizes
    /// Where the Lock Screen puts the date, the clock and the widget row.
    public var lockScreen: LockScreenGeometry
    /// Pixels per point, as `UIScreen.scale` gives it and a screenshot has them: 3 (@3x) on every
    /// iPhone here but the SE (2); the 8 Plus and 13 mini draw at 3 and their panels scale the
    /// picture down (docs/devices.md).
    public var scale: Double
    /// iPhone or iPad: which families the Lock Screen shows and how it places them.
    public var idiom = DeviceIdiom.phone
    public var orientation = ScreenOrientation.portrait

    public init(name: String, identifier: String, screen: Size, slots: SlotSizes, lockScreen: LockScreenGeometry, scale: Double = 3,
                idiom: DeviceIdiom = .phone) {
        self.name = name
        self.identifier = identifier
        self.screen = screen
        self.slots = slots
        self.lockScreen = lockScreen
        self.scale = scale
        self.idiom = idiom
    }

    /// The families this device's Lock Screen shows: the iPhone's three, `systemSmall` too on an
    /// iPad, and only `systemSmall` in StandBy.
    public var lockScreenFamilies: [WidgetFamily] {
        switch idiom {
        case .phone: WidgetFamily.phoneFamilies
        case .pad: WidgetFamily.padFamilies
        case .standBy: [.small]
        }
    }

    /// Those of `families` (a widget's) that this device's Lock Screen shows.
    public func shown(_ families: [WidgetFamily]) -> [WidgetFamily] {
        families.filter(lockScreenFamilies.contains)
    }

    /// Where the date line and the clock are centred across: the screen's middle, or on an iPad in
    /// landscape the widget column's.
    public var contentCentreX: Double { lockScreen.contentCentreX ?? screen.width / 2 }

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

    /// The margin inside an iPhone's `systemSmall` widget: WidgetKit's default content margins
    /// (iOS 17+), 16 pt as widely measured (Apple publishes no figure). StandBy scales it with the
    /// widget: the Calendar widget's content starts 35.7 pt inside its 372-pt frame on the StandBy
    /// reference (16.3 × 2.19; docs/devices.md).
    public static let systemContentMargin = 16.0

    /// A Live Activity's platter on the Lock Screen, measured on a real iOS 18 Lock Screen (gym-diary,
    /// 440×956, shared/reference/ios-lockscreens): 14.0 pt in from each side (411.7 wide), its
    /// bottom 128.3 pt above the screen's. The HIG's 371 and 408 pt widths for 393- and 430-pt
    /// phones imply 11-pt sides; the photo's 14 is drawn on every phone (docs/activities.md). The
    /// activity's view fills the platter: iOS adds no margin inside it (the photo's text 14 pt in
    /// is the app's own `padding(horizontal: 14)`).
    public static let activitySideMargin = 14.0
    /// The space between two Live Activities' platters, one above the other: 8 pt, chosen (iOS
    /// stacks activities and notifications with a small gap; no measured screenshot of two was found).
    public static let activityStackGap = 8.0
    /// The platter's bottom above the screen's on an iPhone (the photo's; `PadLockScreen` has the iPad's).
    public static let activityBottomAbove = 128.3
    /// The HIG's limits of a Lock Screen activity's height: 84 to 160 pt. The photo's platter is
    /// 210.7 tall, so iOS 18 does not cut at 160; the platter takes its content's height, at least
    /// 84, and `check` says when it passes 160.
    public static let activityMinimumHeight = 84.0
    public static let activityMaximumHeight = 160.0

    /// The slot of `family`; the iPhone has no corner slot, and a corner widget asked for here
    /// gets the circular slot (commands offer only `WidgetFamily.phoneFamilies` on the iPhone).
    public func slotSize(for family: WidgetFamily) -> Size {
        switch family {
        case .circular, .corner: slots.circular
        case .rectangular: slots.rectangular
        case .inline: slots.inline
        case .small: slots.small
        case .activity: Size(width: idiom == .pad ? PadLockScreen.activityWidth(screen: screen) : screen.width - 2 * Self.activitySideMargin,
                             height: Self.activityMaximumHeight)
        }
    }

    /// How far a widget's content sits inside its slot. On an iPad the slot sizes are the
    /// drawable frames themselves (measured with GeometryReader, ../shared/facts/surfaces.md), so
    /// there is no inset.
    public func contentInset(for family: WidgetFamily) -> Double {
        guard idiom != .pad else { return 0 }
        return switch family {
        case .inline: 0
        case .circular, .corner: DeviceProfile.circularContentInset(slot: slots.circular.width)
        case .rectangular: DeviceProfile.contentInset
        case .small: DeviceProfile.systemContentMargin
        case .activity: 0
        }
    }

    /// The size a widget's view tree is laid out in: the slot less the content inset.
    public func contentSize(for family: WidgetFamily) -> Size {
        let slot = slotSize(for: family)
        let inset = contentInset(for: family)
        return Size(width: slot.width - 2 * inset, height: slot.height - 2 * inset)
    }
}
