/// The iPad Lock Screen's positions (iPadOS 17+). Apple publishes none. iPadOS 26's are measured
/// on a real Lock Screen (its-me-anoop/Sipli's App Store screenshot of an 11-inch iPad Pro (M4),
/// portrait; docs/devices.md); no screenshot of iPadOS 17 or 18 was found, so their figures are
/// chosen, each in one named constant, to be measured when one is.
public enum PadLockScreen {
    /// The status bar's height on an iPad: 24 pt (iPadOS's safe area at the top).
    public static let statusBarHeight = 24.0
    /// The date line's baseline, from the top (chosen: the status bar and about the gap the
    /// 72-pt-slot iPhones leave under the island).
    public static let dateBaseline = 96.0
    /// The clock's digit height: 1.6 times the iPhone's 70.3 (chosen, as iPadOS draws the clock
    /// larger on the larger screen).
    public static let clockDigitHeight = 112.0
    /// From the date's baseline to the digits' bottom: the iPhone's 93.7, times the same 1.6.
    public static let clockBaselineBelowDate = 150.0
    /// From the digits' bottom to the first block's top: the iPhone's 20.5 times 1.6, rounded.
    public static let widgetsBelowClock = 32.0
    /// Blocks a portrait row holds (chosen: four systemSmall squares fit every iPad's width).
    public static let portraitBlockLimit = 4
    /// In landscape the date, clock and widget column are centred this far across the screen
    /// (chosen: the column's middle over the left fifth, notifications taking the rest).
    public static let landscapeColumnCentre = 0.22
    /// Room kept under the last landscape block for the home indicator.
    public static let bottomMargin = 40.0

    /// A Live Activity's platter: the HIG's widths, 500 pt on the 1366×1024 screens (12.9- and
    /// 13-inch) and 425 on the smaller ones it lists (1194×834, 1180×820, 1080×810, 1024×768);
    /// the iPad mini, which it leaves out, takes 425 (chosen).
    public static func activityWidth(screen: Size) -> Double {
        max(screen.width, screen.height) >= 1366 ? 500 : 425
    }
    /// The platter's bottom above the screen's, where iPadOS lists notifications (chosen, as the
    /// landscape column's `bottomMargin`: no iPad screenshot with an activity was found).
    public static let activityBottomAbove = bottomMargin
    /// In landscape the platter is centred this far across the screen (chosen: the middle of
    /// what the date, clock and widget column, centred at `landscapeColumnCentre`, leave free).
    public static let landscapeActivityCentre = (1 + 2 * landscapeColumnCentre) / 2
    /// iPadOS 26, whose widget row sits near the bottom: the platter's bottom this far above the
    /// row's top (chosen: the iPhone's 16-pt widget margin).
    public static let activityAboveGlassRow = 16.0

    /// iPadOS 26's date baseline: 111.5 pt (the "Thu 12" line of the reference, 834×1210).
    public static let glassDateBaseline = 111.5
    /// iPadOS 26's glass digits: the round "0" of "06:19" is 333.5 pt tall (131.5–465.0), its top
    /// 20 pt under the date's baseline. The clock is sized by its flat-topped "5" (`ClockFace`),
    /// which is 328 pt where the "0" overshoots to 333.5.
    public static let glassDigitHeight = 328.0
    public static let glassClockTopBelowDate = 20.0 + (333.5 - 328.0)
    /// iPadOS 26's glass digits are wider than the iPhone's: "06:19" is 625 pt of ink (106–731), as Inter condensed to 0.41 of the "5" draws it (the "0" alone is 140 pt wide, 0.42).
    public static let glassDigitAspect = 0.41
    /// iPadOS 26's widget row: the widgets' tops 190 pt above the screen's bottom edge (1020 of 1210).
    public static let glassRowTopFromBottom = 190.0
    /// iPadOS 26's row is 11 pt left of the screen's middle: a rectangular widget in the first two
    /// columns spans 239–391 and a circular one in the fourth 512.5–573.5, where a centred row of
    /// 61-pt columns and 30-pt gaps would start at 250.
    public static let glassRowOffset = -11.0

    /// The positions on a screen of `screen` points (already turned to `orientation`); `glass` for
    /// iPadOS 26, whose layout is measured in portrait and kept in landscape (chosen).
    public static func geometry(screen: Size, slots: SlotSizes, cornerRadius: Double,
                                orientation: ScreenOrientation, glass: Bool = false) -> LockScreenGeometry {
        if glass { return glassGeometry(screen: screen, slots: slots, cornerRadius: cornerRadius) }
        let clockBaseline = dateBaseline + clockBaselineBelowDate
        let top = clockBaseline + widgetsBelowClock
        let gap = slots.small.width - 2 * slots.circular.width
        var geometry = LockScreenGeometry(cornerRadius: cornerRadius, cutout: .none, statusBarHeight: statusBarHeight,
                                          dateBaseline: dateBaseline, clockBaseline: clockBaseline, clockDigitHeight: clockDigitHeight,
                                          widgetRowTop: top, columnGap: gap)
        switch orientation {
        case .portrait:
            geometry.padWidgets = PadWidgetArea(direction: .row, top: top, centreX: screen.width / 2, blockLimit: portraitBlockLimit)
        case .landscape:
            let centre = (screen.width * landscapeColumnCentre).rounded()
            let room = screen.height - top - bottomMargin
            let blocks = max(1, Int(((room + gap) / (slots.small.height + gap)).rounded(.down)))
            geometry.contentCentreX = centre
            geometry.padWidgets = PadWidgetArea(direction: .column, top: top, centreX: centre, blockLimit: blocks)
        }
        return geometry
    }

    /// iPadOS 26: the glass clock, and the iPhone's four-column row near the bottom.
    static func glassGeometry(screen: Size, slots: SlotSizes, cornerRadius: Double) -> LockScreenGeometry {
        let digitsBottom = glassDateBaseline + glassClockTopBelowDate + glassDigitHeight
        var geometry = LockScreenGeometry(cornerRadius: cornerRadius, cutout: .none, statusBarHeight: statusBarHeight,
                                          dateBaseline: glassDateBaseline, clockBaseline: digitsBottom,
                                          clockDigitHeight: glassDigitHeight, widgetRowTop: screen.height - glassRowTopFromBottom,
                                          columnGap: slots.rectangular.width - 2 * slots.circular.width)
        geometry.clockStyle = .glass
        geometry.dateStyle = .abbreviated
        geometry.centresRow = false
        geometry.rowOffsetX = glassRowOffset
        geometry.glassDigitAspect = glassDigitAspect
        return geometry
    }
}

extension DeviceProfile {
    /// The same device held the other way: an iPad's screen and positions turned; an iPhone's
    /// Lock Screen is portrait only and stays as it is.
    public func turned(to orientation: ScreenOrientation) -> DeviceProfile {
        guard idiom == .pad, orientation != self.orientation else { return self }
        var copy = self
        copy.orientation = orientation
        copy.screen = Size(width: screen.height, height: screen.width)
        copy.lockScreen = PadLockScreen.geometry(screen: copy.screen, slots: slots, cornerRadius: lockScreen.cornerRadius,
                                                 orientation: orientation, glass: lockScreen.clockStyle == .glass)
        return copy
    }
}
