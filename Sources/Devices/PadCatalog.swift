import ViewTree

/// The iPads lockscreen-tui knows: the current ones with a Lock Screen that shows widgets
/// (iPadOS 17+), their screens from Apple's specifications and their slot sizes as measured in
/// ../shared/facts/surfaces.md (FrameUp, iPadOS 18.6–27.0). Each is drawn in portrait unless
/// turned (`DeviceProfile.turned(to:)`).
public enum PadCatalog {
    /// One iPad's slot sizes: systemSmall and the rectangle share one width.
    static func slots(circular: Double, rectangular: (Double, Double), inline: (Double, Double)) -> SlotSizes {
        SlotSizes(circular: Size(width: circular, height: circular), rectangular: Size(width: rectangular.0, height: rectangular.1),
                  inline: Size(width: inline.0, height: inline.1), small: Size(width: rectangular.0, height: rectangular.0))
    }

    /// The display's corner radius: 18 pt on the Face ID iPads (third-party measurements of the
    /// 11- and 12.9-inch iPad Pro, kept for the 13-inch and the Air), 21.5 on the iPad mini,
    /// none on the iPad with a Home button.
    static func pad(_ name: String, _ identifier: String, width: Double, height: Double, cornerRadius: Double,
                    slots: SlotSizes) -> DeviceProfile {
        let screen = Size(width: width, height: height)
        return DeviceProfile(name: name, identifier: identifier, screen: screen, slots: slots,
                             lockScreen: PadLockScreen.geometry(screen: screen, slots: slots, cornerRadius: cornerRadius,
                                                                orientation: .portrait),
                             scale: 2, idiom: .pad)
    }

    public static let all: [DeviceProfile] = [
        pad("iPad Pro 13-inch (M4)", "ipad-pro-13", width: 1032, height: 1376, cornerRadius: 18,
            slots: slots(circular: 60, rectangular: (150.5, 60), inline: (372, 36))),
        pad("iPad Pro 12.9-inch (6th generation)", "ipad-pro-12.9", width: 1024, height: 1366, cornerRadius: 18,
            slots: slots(circular: 59.5, rectangular: (149, 59.5), inline: (374, 36))),
        // The 11-inch iPad Pro (M4)'s slots are not measured: the 11-inch (4th generation)'s (chosen).
        pad("iPad Pro 11-inch (M4)", "ipad-pro-11-m4", width: 834, height: 1210, cornerRadius: 18,
            slots: slots(circular: 61, rectangular: (152, 61), inline: (372, 36))),
        pad("iPad Pro 11-inch (4th generation)", "ipad-pro-11", width: 834, height: 1194, cornerRadius: 18,
            slots: slots(circular: 61, rectangular: (152, 61), inline: (372, 36))),
        pad("iPad Air 11-inch (M2)", "ipad-air-11", width: 820, height: 1180, cornerRadius: 18,
            slots: slots(circular: 63, rectangular: (152, 63), inline: (372, 36))),
        pad("iPad (9th generation)", "ipad-9", width: 810, height: 1080, cornerRadius: 0,
            slots: slots(circular: 58, rectangular: (146, 58), inline: (372, 36))),
        pad("iPad mini (6th generation)", "ipad-mini-6", width: 744, height: 1133, cornerRadius: 21.5,
            slots: slots(circular: 53.5, rectangular: (133, 53.5), inline: (372, 36))),
    ]
}
