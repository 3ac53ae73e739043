/// Where the Lock Screen puts things on one screen size, in points from the top-left corner.
///
/// Sources (docs/devices.md): the date, the clock and the widget row of Face ID phones are
/// measured on real Lock Screens (shared/reference/ios-lockscreens); the home-button phones keep
/// the iOS 16 figures of ScreenLabel (B. Staveley-Taylor), as no screenshot of theirs was found;
/// the column gap is derived from Apple's slot table or measured; the top safe area is the widely
/// used estimate; corner radii and cutouts are third-party measurements, as Apple publishes none.
public struct LockScreenGeometry: Sendable, Hashable {
    /// The display's corner radius (0 for the square-cornered home-button phones).
    public var cornerRadius: Double
    public var cutout: ScreenCutout
    /// The status bar / top safe area.
    public var statusBarHeight: Double
    /// Baseline of the date line ("Monday, June 8"), which the inline widget continues.
    public var dateBaseline: Double
    /// Bottom of the clock's digits' ink (round digits' overshoot included, as measured).
    public var clockBaseline: Double
    /// Height of the clock's digits' ink, as measured on screenshots ("10:01": 70.3 pt on 393).
    /// The font's size follows from it, whichever typeface stands in for iOS's.
    public var clockDigitHeight: Double
    /// Top of the row of circular and rectangular slots below the clock.
    public var widgetRowTop: Double
    /// Space between the four columns of the widget row.
    public var columnGap: Double
    /// iOS 16 and 17 centre the widgets of the row as a group (a lone widget sits in the middle,
    /// measured on the iOS 16 reference); iOS 18 keeps the columns they were put in.
    public var centresRow = true
    /// How the clock's digits are drawn: solid (iOS 16–18) or tall translucent glass (iOS 26).
    public var clockStyle = ClockStyle.solid
    /// How the date line writes the date when no inline widget shortens it.
    public var dateStyle = DateLineStyle.full
    /// The flashlight and camera buttons (or controls) in the bottom corners.
    public var cornerButtons = CornerButtons.solid
    /// The glass clock's digits' width for their height (`glassClockDigitAspect` on the iPhone).
    public var glassDigitAspect = LockScreenGeometry.glassClockDigitAspect
    /// Where the date line and the clock are centred across; nil for the screen's middle (every
    /// iPhone, an iPad in portrait).
    public var contentCentreX: Double?
    /// The iPad's widget blocks, which replace the iPhone's four-column row; nil on an iPhone.
    public var padWidgets: PadWidgetArea?
    /// How far the four-column row sits right of the screen's middle (negative: left); 0 on
    /// every iPhone, measured on iPadOS 26 (`PadLockScreen.glassRowOffset`).
    public var rowOffsetX = 0.0

    public init(cornerRadius: Double, cutout: ScreenCutout, statusBarHeight: Double, dateBaseline: Double,
                clockBaseline: Double, clockDigitHeight: Double, widgetRowTop: Double, columnGap: Double) {
        self.cornerRadius = cornerRadius
        self.cutout = cutout
        self.statusBarHeight = statusBarHeight
        self.dateBaseline = dateBaseline
        self.clockBaseline = clockBaseline
        self.clockDigitHeight = clockDigitHeight
        self.widgetRowTop = widgetRowTop
        self.columnGap = columnGap
    }

    /// The date line's font: about 22 points, medium (measured); the inline slot holds one line of it.
    public static let dateFontSize = 22.0
    /// Columns in the widget row: a circular widget takes one, a rectangular two.
    public static let columns = 4

    /// The top of the clock's digits.
    public var clockDigitTop: Double { clockBaseline - clockDigitHeight }
}

/// The clock's look. `glass`: iOS 26's tall, narrow, translucent digits with a bright rim, their
/// top `LockScreenGeometry.glassClockTopBelowDate` under the date's baseline and
/// `glassClockDigitHeight` tall; `clockBaseline` is their bottom.
public enum ClockStyle: Sendable, Hashable {
    case solid
    case glass
}

/// The date line's wording: "Monday, June 8" (iOS 16–18) or "Mon Jun 8" (iOS 26).
public enum DateLineStyle: Sendable, Hashable {
    case full
    case abbreviated
}

extension LockScreenGeometry {
    /// The glass clock's digit height: 268 pt ("6:55", top 119, bottom 387 on the iOS 26
    /// reference, 402×874). iOS 26 lets the user stretch it; this is the size it shows there.
    public static let glassClockDigitHeight = 268.0
    /// From the date's baseline to the glass digits' top: 103.3 → 119 on the same reference.
    public static let glassClockTopBelowDate = 15.7
    /// The glass digits' width for their height: "5" and "6" are 74 and 82 pt wide at 268 (0.28–0.31);
    /// Inter's "5" condensed to 0.30 gives "6:55" its 308 pt of ink within 2 %.
    public static let glassClockDigitAspect = 0.30
}

extension DeviceProfile {
    /// The four columns of the widget row, centred: each as wide as a circular slot. `shift` moves
    /// a slot right by a number of columns (halves too), to centre a row that is not full. A
    /// rectangular slot is centred on the two columns it spans (where the measured gap makes them
    /// wider than Apple's rectangle, 161.5 against 160 pt on 393-pt phones).
    public func widgetColumn(_ index: Int, span: Int = 1, shift: Double = 0) -> Rect {
        let column = slots.circular.width, gap = lockScreen.columnGap
        let total = Double(LockScreenGeometry.columns) * column + Double(LockScreenGeometry.columns - 1) * gap
        let left = (screen.width - total) / 2 + lockScreen.rowOffsetX + (Double(index) + shift) * (column + gap)
        let spanned = Double(span) * column + Double(span - 1) * gap
        let width = span == 2 ? slots.rectangular.width : spanned
        return Rect(x: left + (spanned - width) / 2, y: lockScreen.widgetRowTop, width: width, height: slots.circular.height)
    }

    /// The inline slot: centred on the date line, its text on the date's baseline.
    public var inlineSlot: Rect {
        let slot = slots.inline
        let ascent = 0.95 * LockScreenGeometry.dateFontSize
        let lineHeight = 1.19 * LockScreenGeometry.dateFontSize
        let top = lockScreen.dateBaseline - ascent - (slot.height - lineHeight) / 2
        return Rect(x: contentCentreX - slot.width / 2, y: top, width: slot.width, height: slot.height)
    }
}
