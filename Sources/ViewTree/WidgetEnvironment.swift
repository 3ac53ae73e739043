import Foundation
import Localization

/// The environment values a widget can read and branch on.
public struct WidgetEnvironment: Sendable, Equatable {
    public var family: WidgetFamily
    public var renderingMode: RenderingMode
    public var isLuminanceReduced: Bool
    /// True when "Allow Access When Locked" is off: the `.privacy` redaction reason is in effect.
    public var isPrivacyRedacted: Bool
    /// The preview's current time; relative dates and timers are measured from it.
    public var now: Date
    /// The time zone used to show dates and times.
    public var timeZone: TimeZone
    /// The language and region: the widget's `Locale.current`, its formats and strings, and the
    /// direction its layout runs.
    public var locale: PreviewLocale = .unitedStatesEnglish
    /// The text size the person chose (`--text-size`); widgets draw it within `DynamicTypeSize.widgetRange`.
    public var dynamicTypeSize = DynamicTypeSize.standard
    /// The moment entry offsets (`+PT7M30S`) count from; nil counts them from `now`. The live
    /// preview fixes it when it starts, so that "in 7:30" counts down while it runs.
    public var timelineStart: Date?
    /// A Live Activity's view this environment asks for (family `activity` only).
    public var activityView: ActivityView = .lockScreen
    /// A Live Activity whose content is out of date (`context.isStale`): past its `staleDate`,
    /// or its app has not updated it (`--stale`).
    public var isActivityStale = false
    /// The screen and slot the code can read (`UIScreen.main.bounds`, `context.displaySize`): the
    /// default iPhone's until a renderer sets its device's.
    public var display: WidgetDisplay

    /// The text size a widget is drawn at: the person's within `DynamicTypeSize.widgetRange`.
    public var widgetTextSize: DynamicTypeSize {
        min(max(dynamicTypeSize, DynamicTypeSize.widgetRange.lowerBound), DynamicTypeSize.widgetRange.upperBound)
    }

    /// The moment entry offsets count from.
    public var offsetOrigin: Date { timelineStart ?? now }

    public init(
        family: WidgetFamily,
        renderingMode: RenderingMode = .vibrant,
        isLuminanceReduced: Bool = false,
        isPrivacyRedacted: Bool = false,
        now: Date = Date(),
        timeZone: TimeZone = .current,
        locale: PreviewLocale = .unitedStatesEnglish,
        dynamicTypeSize: DynamicTypeSize = .standard
    ) {
        self.family = family
        self.renderingMode = renderingMode
        self.isLuminanceReduced = isLuminanceReduced
        self.isPrivacyRedacted = isPrivacyRedacted
        self.now = now
        self.timeZone = timeZone
        self.locale = locale
        self.dynamicTypeSize = dynamicTypeSize
        display = .defaultPhone(family)
    }
}
