/// The sizes of the widget slots on one screen size, in points: the three accessory families,
/// and `systemSmall` (the square StandBy scales up and the iPad Lock Screen shows).
public struct SlotSizes: Sendable, Hashable {
    public var circular: Size
    public var rectangular: Size
    public var inline: Size
    public var small: Size

    public init(circular: Size, rectangular: Size, inline: Size, small: Size) {
        self.circular = circular
        self.rectangular = rectangular
        self.inline = inline
        self.small = small
    }

    /// Apple HIG "Widgets", iOS dimensions; one row per screen size
    /// (see `../shared/facts/lockscreen.md` §1 as copied into docs/devices.md). `small` is the
    /// Home Screen's systemSmall, measured with GeometryReader (simonbs/ios-widget-sizes; the HIG
    /// lists the same figures).
    static func square(_ c: Double, rectangular: (Double, Double), inline: Double, small: Double) -> SlotSizes {
        SlotSizes(circular: Size(width: c, height: c),
                  rectangular: Size(width: rectangular.0, height: rectangular.1),
                  inline: Size(width: inline, height: 26), small: Size(width: small, height: small))
    }

    static let screen430 = square(76, rectangular: (172, 76), inline: 257, small: 170)
    /// The HIG lists 160×72 for 414×896, which breaks the pattern of every other row and disagrees
    /// with a device measurement; lockscreen-tui uses 170×76 (derived: 2 × 76 + an 18 pt gap).
    static let screen414x896 = square(76, rectangular: (170, 76), inline: 248, small: 169)
    static let screen414x736 = square(76, rectangular: (170, 76), inline: 248, small: 157)
    static let screen393 = square(72, rectangular: (160, 72), inline: 234, small: 158)
    static let screen375x812 = square(72, rectangular: (157, 72), inline: 225, small: 155)
    static let screen375x667 = square(68, rectangular: (153, 68), inline: 225, small: 148)
}
