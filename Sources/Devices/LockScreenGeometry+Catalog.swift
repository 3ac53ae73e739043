/// The measured positions per screen size (lockscreen facts §2) with each phone's corners and cutout.
extension LockScreenGeometry {
    /// 375×667 (SE, 8): 20 pt status bar, square corners, no cutout; gap 17 (153 = 2 × 68 + 17).
    static let homeButton375 = LockScreenGeometry(cornerRadius: 0, cutout: .none, statusBarHeight: 20, dateBaseline: 71,
                                                  clockBaseline: 154, clockFontSize: 82, widgetRowTop: 172, columnGap: 17)
    /// 414×736 (8 Plus): the "414 wide and up" row; gap 18 (170 = 2 × 76 + 18).
    static let homeButton414 = LockScreenGeometry(cornerRadius: 0, cutout: .none, statusBarHeight: 20, dateBaseline: 122,
                                                  clockBaseline: 221, clockFontSize: 102, widgetRowTop: 242, columnGap: 18)
    /// 414×896 (11 Pro Max): the "414 wide and up" row; gap 18, as the chosen 170 pt rectangle implies.
    static let notched414 = LockScreenGeometry(cornerRadius: 39, cutout: .notch(width: 209, height: 30), statusBarHeight: 44,
                                               dateBaseline: 122, clockBaseline: 221, clockFontSize: 102, widgetRowTop: 242, columnGap: 18)
    /// 375×812 (13 mini): gap 13 (157 = 2 × 72 + 13).
    static let notched375 = LockScreenGeometry(cornerRadius: 44, cutout: .notch(width: 162, height: 33), statusBarHeight: 50,
                                               dateBaseline: 108, clockBaseline: 201, clockFontSize: 82, widgetRowTop: 223, columnGap: 13)
    /// 390×844 (14): gap 16.
    static let notched390 = LockScreenGeometry(cornerRadius: 47.33, cutout: .notch(width: 162, height: 33), statusBarHeight: 47,
                                               dateBaseline: 108, clockBaseline: 201, clockFontSize: 96, widgetRowTop: 223, columnGap: 16)
    /// 428×926 (14 Plus): the "414 wide and up" row; gap 20 (172 = 2 × 76 + 20).
    static let notched428 = LockScreenGeometry(cornerRadius: 53.33, cutout: .notch(width: 162, height: 33), statusBarHeight: 47,
                                               dateBaseline: 122, clockBaseline: 221, clockFontSize: 102, widgetRowTop: 242, columnGap: 20)
    /// 393×852 (15, 15 Pro): gap 16, Dynamic Island.
    static let island393 = LockScreenGeometry(cornerRadius: 55, cutout: .dynamicIsland(width: 125, height: 37, top: 11),
                                              statusBarHeight: 59, dateBaseline: 117, clockBaseline: 215, clockFontSize: 96,
                                              widgetRowTop: 237, columnGap: 16)
    /// 430×932 (15 Pro Max): the "414 wide and up" row; gap 20.
    static let island430 = LockScreenGeometry(cornerRadius: 55, cutout: .dynamicIsland(width: 125, height: 37, top: 11),
                                              statusBarHeight: 59, dateBaseline: 122, clockBaseline: 221, clockFontSize: 102,
                                              widgetRowTop: 242, columnGap: 20)
    /// 402×874 (16 Pro): not measured; the 393 row, whose slot sizes it shares.
    static let island402 = LockScreenGeometry(cornerRadius: 62, cutout: .dynamicIsland(width: 125, height: 37, top: 14),
                                              statusBarHeight: 62, dateBaseline: 117, clockBaseline: 215, clockFontSize: 96,
                                              widgetRowTop: 237, columnGap: 16)
    /// 420×912 (Air): not measured; the "414 wide and up" row, whose slot sizes it takes, with the
    /// corners and Dynamic Island of the other 2025 phones.
    static let island420 = LockScreenGeometry(cornerRadius: 62, cutout: .dynamicIsland(width: 125, height: 37, top: 14),
                                              statusBarHeight: 62, dateBaseline: 122, clockBaseline: 221, clockFontSize: 102,
                                              widgetRowTop: 242, columnGap: 20)
    /// 440×956 (16 Pro Max, 17 Pro Max): not measured; the "414 wide and up" row, whose slot sizes it shares.
    static let island440 = LockScreenGeometry(cornerRadius: 62, cutout: .dynamicIsland(width: 125, height: 37, top: 14),
                                              statusBarHeight: 62, dateBaseline: 122, clockBaseline: 221, clockFontSize: 102,
                                              widgetRowTop: 242, columnGap: 20)
}
