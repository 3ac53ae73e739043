/// The WidgetKit families lockscreen-tui draws: the three accessory families of the iPhone Lock
/// Screen, the corner complication of Apple Watch faces, and `systemSmall`, which the iPad Lock
/// Screen and StandBy show.
public enum WidgetFamily: String, Sendable, CaseIterable, Hashable, Comparable {
    case circular
    case rectangular
    case inline
    /// `accessoryCorner`: watchOS only, in the corners of faces such as Infograph.
    case corner
    /// `systemSmall`: the Home Screen's small square, shown on the iPad Lock Screen beside the
    /// accessory families (iPadOS 17+) and scaled up in StandBy (iOS 17+); never on the iPhone
    /// Lock Screen.
    case small
    /// A Live Activity's Lock Screen presentation (ActivityKit's `ActivityConfiguration`, not a
    /// WidgetKit family): the platter above the bottom buttons, as wide as the screen allows and
    /// as tall as its content.
    case activity

    /// The families the iPhone Lock Screen shows.
    public static let phoneFamilies: [WidgetFamily] = [.circular, .rectangular, .inline]
    /// The families the iPad Lock Screen shows: the iPhone's and `systemSmall` (HIG "Widgets").
    public static let padFamilies: [WidgetFamily] = [.circular, .rectangular, .inline, .small]

    /// True for the families the iPhone Lock Screen shows.
    public var isOnPhone: Bool { Self.phoneFamilies.contains(self) }

    /// True for WidgetKit's accessory families (the Lock Screen's three and the watch's corner),
    /// whose slots the system sizes; false for `systemSmall` and a Live Activity.
    public var isAccessory: Bool { isOnPhone || self == .corner }

    /// True for the Home Screen's families (`systemSmall`), whose widgets have a container background.
    public var isSystem: Bool { self == .small }

    /// WidgetKit's name for the family, e.g. `accessoryCircular`, `systemSmall`; ActivityKit's
    /// `ActivityConfiguration` for a Live Activity.
    public var widgetKitName: String {
        if self == .activity { return "ActivityConfiguration" }
        return (isSystem ? "system" : "accessory") + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// Accepts `circular` or WidgetKit's `accessoryCircular` (`small` or `systemSmall`), in any
    /// letter case.
    public init?(name: String) {
        let lowered = name.lowercased()
        var bare = lowered
        for prefix in ["accessory", "system"] where lowered.hasPrefix(prefix) {
            bare = String(lowered.dropFirst(prefix.count))
        }
        guard let family = WidgetFamily(rawValue: bare), family.widgetKitName.lowercased() == lowered || bare == lowered else {
            return nil
        }
        self = family
    }

    public static func < (a: WidgetFamily, b: WidgetFamily) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
