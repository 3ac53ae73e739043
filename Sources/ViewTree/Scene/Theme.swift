import Localization

/// A Lock Screen look: the wallpaper, the clock's typeface, weight and colour, the optional tint
/// the user can give the Lock Screen, and the accent colour of watch-face-style accented rendering.
public struct Theme: Sendable, Hashable {
    /// The file stem, e.g. `aurora` for `themes/aurora.yaml`.
    public var name: String
    /// The display name.
    public var title: String
    /// One line about the theme.
    public var summary: String?
    public var wallpaper: Wallpaper
    /// The colour of the clock and the date line.
    public var clockColor: RGBA
    /// The status bar's, home indicator's and buttons' colour where it is not the clock's: a
    /// colour chosen for the clock (`ClockChoice`) colours the date and the widgets, not them.
    public var furnitureColor: RGBA?
    /// The clock's typeface.
    public var clockTypeface = ClockTypeface.standard
    /// The digits the clock is written in; nil: the locale's own.
    public var clockNumerals: ClockNumerals?
    /// The clock's weight from 0 (thinnest) to 1 (heaviest); nil: the typeface's own default.
    public var clockWeight: Double?
    /// The Lock Screen tint that colours vibrant content; nil for none.
    public var tint: RGBA?
    /// The colour accented rendering gives the `widgetAccentable` group.
    public var accent: RGBA
    /// The iOS version whose Lock Screen layout this look belongs to ("26" for a glass-clock
    /// look), if it says; an arrangement's `ios` and `--ios` come first.
    public var ios: String?
    /// The phone's language and region the theme sets up (`locale: ja_JP`), if it does; an
    /// arrangement's and the command line's go over it.
    public var locale: PreviewLocale?

    public init(name: String, title: String, summary: String? = nil, wallpaper: Wallpaper,
                clockColor: RGBA = Theme.defaultClockColor, tint: RGBA? = nil, accent: RGBA? = nil, ios: String? = nil) {
        self.name = name
        self.title = title
        self.summary = summary
        self.wallpaper = wallpaper
        self.clockColor = clockColor
        self.tint = tint
        self.accent = accent ?? tint ?? Theme.defaultAccent
        self.ios = ios
    }

    /// The clock colour when a theme names none: white, as iOS draws it over most wallpapers.
    public static let defaultClockColor = RGBA.white
    /// The accent when a theme names neither `accent` nor `tint`: iOS's dark-appearance blue.
    public static let defaultAccent = RGBA(hex: 0x0A84FF)
}
