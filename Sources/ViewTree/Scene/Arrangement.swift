import Localization

/// Which widgets sit where on the Lock Screen: the inline widget beside the date, and the
/// bottom row of four equal columns under the clock (on an iPad, its blocks). Read from an
/// arrangement file.
public struct Arrangement: Sendable {
    /// A theme name from `themes/`, or a resolved path to a theme file; nil for the default.
    public var theme: String?
    /// A device name as `--device` takes it; nil for the default.
    public var device: String?
    /// The iOS version whose layout the arrangement is drawn in ("16", "17", "18", "26"), if it says.
    public var ios: String?
    /// "portrait" or "landscape" for an iPad, if it says.
    public var orientation: String?
    /// The phone's language and region (`locale: de_DE`), if it says; the command line's goes over it.
    public var locale: PreviewLocale?
    /// The clock's typeface, weight and colour, over the theme's.
    public var clock = ClockChoice()
    /// Controls in the bottom corners, instead of the flashlight and the camera.
    public var controls: [ArrangedControl] = []
    public var inline: ArrangedWidget?
    /// Live Activities on their platters above the bottom buttons (`activity:` one, `activities:`
    /// one or two), the first lowest; with two, the Dynamic Island's minimal presentation shows
    /// the first attached to the island and the second detached.
    public var activities: [ArrangedWidget] = []

    /// The most Live Activities an arrangement places: the Dynamic Island shows two.
    public static let maximumActivities = 2
    /// Left to right; together at most `bottomColumns` columns on an iPhone.
    public var bottom: [ArrangedWidget]
    /// Where `theme:` and `device:` were written, for messages about their values.
    public var themeLocation: SourceLocation?
    public var deviceLocation: SourceLocation?

    public init(theme: String? = nil, device: String? = nil, inline: ArrangedWidget? = nil, bottom: [ArrangedWidget] = [],
                themeLocation: SourceLocation? = nil, deviceLocation: SourceLocation? = nil) {
        self.theme = theme
        self.device = device
        self.inline = inline
        self.bottom = bottom
        self.themeLocation = themeLocation
        self.deviceLocation = deviceLocation
    }

    /// The bottom row's equal columns.
    public static let bottomColumns = 4

    /// The columns the bottom row uses.
    public var bottomColumnsUsed: Int { bottom.reduce(0) { $0 + $1.columns } }
}
