/// The positions per screen size with each phone's corners and cutout.
///
/// Face ID phones follow one model, measured on real Lock Screens of iOS 16.1–18
/// (shared/reference/ios-lockscreens; docs/devices.md lists each figure): the date's baseline
/// hangs a fixed distance below the Dynamic Island, or sits where the notch phone's screenshot
/// shows it; the clock's digits and the widget row follow the date by distances that depend only
/// on the phone's class (`ClockClass`). The home-button phones keep ScreenLabel's iOS 16 figures.
extension LockScreenGeometry {
    /// The clock and row of one class of Face ID phones: how tall the clock's digits' ink is, how
    /// far their bottom is below the date's baseline, and how far below that the widget row's
    /// slots start (from the widgets' content or disc centres).
    struct ClockClass {
        var digitHeight: Double
        var baselineBelowDate: Double
        var rowTopBelowClock: Double

        /// The 72-pt-slot island phones: "10:01" and "15:39" 70.3 tall, bottom 93.7 under the date,
        /// the row 20.5 below (393, iOS 17.5 device and iOS 18 Simulator).
        static let island = ClockClass(digitHeight: 70.3, baselineBelowDate: 93.7, rowTopBelowClock: 20.5)
        /// The 72-pt-slot notch phones: "16:44" 70.7 tall, 92.3 under the date, the row 21.7 below
        /// (375×812, iOS 16.4).
        static let notch = ClockClass(digitHeight: 70.7, baselineBelowDate: 92.3, rowTopBelowClock: 21.7)
        /// The 76-pt-slot phones: "3:43" 76.0 / 98.0, row 22.0 below (414×896, iOS 17); "7:55" 76.0 /
        /// 97.4, row 21.3 (428×926, iOS 16.1); "4:40" 76.3 / 98.0 (440, iOS 18, no widgets).
        static let large = ClockClass(digitHeight: 76.1, baselineBelowDate: 97.8, rowTopBelowClock: 21.65)
    }

    /// On Dynamic Island phones the date's baseline is 49.1 pt below the island's bottom edge:
    /// 97.0 on 393 (island bottom 48.0) and 100.0 on 440 (50.7), iOS 17.5 and 18 alike.
    static let dateBaselineBelowIsland = 49.1
    /// A Face ID phone's positions from its date baseline and clock class.
    static func faceID(cornerRadius: Double, cutout: ScreenCutout, statusBarHeight: Double, dateBaseline: Double,
                       clock: ClockClass, columnGap: Double) -> LockScreenGeometry {
        let clockBaseline = dateBaseline + clock.baselineBelowDate
        return LockScreenGeometry(cornerRadius: cornerRadius, cutout: cutout, statusBarHeight: statusBarHeight,
                                  dateBaseline: dateBaseline, clockBaseline: clockBaseline, clockDigitHeight: clock.digitHeight,
                                  widgetRowTop: clockBaseline + clock.rowTopBelowClock, columnGap: columnGap)
    }

    /// A Dynamic Island phone: the date hangs from the island.
    static func island(cornerRadius: Double, width: Double, top: Double, statusBarHeight: Double,
                       clock: ClockClass, columnGap: Double) -> LockScreenGeometry {
        let cutout = ScreenCutout.dynamicIsland(width: width, height: islandHeight, top: top)
        return faceID(cornerRadius: cornerRadius, cutout: cutout, statusBarHeight: statusBarHeight,
                      dateBaseline: top + islandHeight + dateBaselineBelowIsland, clock: clock, columnGap: columnGap)
    }

    /// The Dynamic Island's height: 36.7 pt on the references (11.3–48.0 on 393, 14.0–50.7 on 402).
    static let islandHeight = 37.0

    /// 375×667 (SE, 8): 20 pt status bar, square corners, no cutout; gap 17 (153 = 2 × 68 + 17).
    /// ScreenLabel's iOS 16 figures, the clock's digits 0.7 of its 82 pt font.
    static let homeButton375 = LockScreenGeometry(cornerRadius: 0, cutout: .none, statusBarHeight: 20, dateBaseline: 71,
                                                  clockBaseline: 154, clockDigitHeight: 57.4, widgetRowTop: 172, columnGap: 17)
    /// 414×736 (8 Plus): ScreenLabel's "414 wide and up" row, the digits 0.7 of 102 pt; gap 18 (170 = 2 × 76 + 18).
    static let homeButton414 = LockScreenGeometry(cornerRadius: 0, cutout: .none, statusBarHeight: 20, dateBaseline: 122,
                                                  clockBaseline: 221, clockDigitHeight: 71.4, widgetRowTop: 242, columnGap: 18)
    /// 414×896 (11 Pro Max): date baseline 117.0 (iOS 17); gap 18, as the 170 pt rectangle implies
    /// (the calendar widget's ink ends 28 + 7 pt from the right edge on the reference).
    static let notched414 = faceID(cornerRadius: 39, cutout: .notch(width: 209, height: 30), statusBarHeight: 44,
                                   dateBaseline: 117.0, clock: .large, columnGap: 18)
    /// 375×812 (13 mini): date baseline 108.0 (iOS 16.4); gap 13 (157 = 2 × 72 + 13; the disc in
    /// the fourth column is centred at 315 on the reference).
    static let notched375 = faceID(cornerRadius: 44, cutout: .notch(width: 162, height: 33), statusBarHeight: 50,
                                   dateBaseline: 108.0, clock: .notch, columnGap: 13)
    /// 390×844 (14, 16e): not measured; the date between 375×812's and 414×896's by screen height
    /// (108.0 + 9.0 × 32 / 84), the gap of the 393-pt phones, whose slot sizes it shares.
    static let notched390 = faceID(cornerRadius: 47.33, cutout: .notch(width: 162, height: 33), statusBarHeight: 47,
                                   dateBaseline: 111.4, clock: .notch, columnGap: islandColumnGap)
    /// 428×926 (14 Plus): date baseline 122.3 (iOS 16.1); gap 20 (172 = 2 × 76 + 20).
    static let notched428 = faceID(cornerRadius: 53.33, cutout: .notch(width: 162, height: 33), statusBarHeight: 47,
                                   dateBaseline: 122.3, clock: .large, columnGap: 20)

    /// The 72-pt-slot island phones' column gap: 17.5, measured: the fourth column's disc centred
    /// at 331 on 393 (iOS 17.5), a rectangular widget's content from 37.9 on 402 (iOS 26). Apple's
    /// 160 pt rectangle implies 16, which puts the row 2.5 pt too far in.
    static let islandColumnGap = 17.5

    /// 393×852 (14 Pro, 15, 15 Pro, 16).
    static let island393 = island(cornerRadius: 55, width: 125, top: 11, statusBarHeight: 59,
                                  clock: .island, columnGap: islandColumnGap)
    /// 430×932 (14 Pro Max, 15 Pro Max, 15 Plus, 16 Plus): the island of the 393 phones, the clock
    /// of the 76-pt-slot phones; gap 20 (172 = 2 × 76 + 20).
    static let island430 = island(cornerRadius: 55, width: 125, top: 11, statusBarHeight: 59, clock: .large, columnGap: 20)
    /// 402×874 (16 Pro, 17, 17 Pro): the island 14 pt down (14.0–50.7 on the iOS 26 reference).
    static let island402 = island(cornerRadius: 62, width: 125, top: 14, statusBarHeight: 62,
                                  clock: .island, columnGap: islandColumnGap)
    /// 420×912 (Air): not measured; the island of the other 2025 phones, the 76-pt-slot clock.
    static let island420 = island(cornerRadius: 62, width: 125, top: 14, statusBarHeight: 62, clock: .large, columnGap: 20)
    /// 440×956 (16 Pro Max, 17 Pro Max): date 100.0, clock 198.0 and 76.3 tall on the iOS 18 reference.
    static let island440 = island(cornerRadius: 62, width: 125, top: 14, statusBarHeight: 62, clock: .large, columnGap: 20)
}
