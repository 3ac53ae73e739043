import Foundation
import Localization
import ViewTree

/// How a Lock Screen is shown: the live toggles and the moment.
public struct LockScreenOptions: Sendable, Hashable {
    public var mode: RenderingMode
    /// "Allow Access When Locked" off: privacy-sensitive content becomes placeholders.
    public var privacy: Bool
    /// Always-On: `isLuminanceReduced` is true and the screen is dimmed.
    public var luminanceReduced: Bool
    public var now: Date
    public var timeZone: TimeZone
    /// Which part of the screen fills the picture.
    public var viewport: LockScreenViewport
    /// The status bar, home indicator and buttons drawn (all unless some are hidden).
    public var furniture: SystemFurniture
    /// The language and region (`--locale`): the date line's words, the clock's digits and hours,
    /// and what the widgets read as their locale.
    public var locale: PreviewLocale = .unitedStatesEnglish
    /// The person's text size (`--text-size`): the widgets' text styles follow it; the date line
    /// and the clock do not.
    public var dynamicTypeSize = DynamicTypeSize.standard
    /// The 24-hour clock ("21:41") or the 12-hour one without AM/PM ("9:41"); nil: the
    /// locale's own (`en_US` 12-hour, `de_DE` 24-hour), as iPhones set it by region.
    public var twentyFourHour: Bool?
    /// The moment entry offsets count from (`WidgetEnvironment.timelineStart`); nil: `now`.
    public var timelineStart: Date?
    /// StandBy in the dark (Night Mode): the widgets vibrant, then all in red (`StandByNight`).
    public var nightMode = false
    /// A Live Activity shown as stale (`context.isStale` true; `--stale`).
    public var activityIsStale = false

    public init(mode: RenderingMode = .vibrant, privacy: Bool = false, luminanceReduced: Bool = false,
                now: Date = Date(), timeZone: TimeZone = .current, viewport: LockScreenViewport = .phone,
                furniture: SystemFurniture = .all) {
        self.mode = mode
        self.privacy = privacy
        self.luminanceReduced = luminanceReduced
        self.now = now
        self.timeZone = timeZone
        self.viewport = viewport
        self.furniture = furniture
    }

    /// The environment a widget in `family` reads.
    public func environment(for family: WidgetFamily) -> WidgetEnvironment {
        var environment = WidgetEnvironment(family: family, renderingMode: mode, isLuminanceReduced: luminanceReduced,
                                            isPrivacyRedacted: privacy, now: now, timeZone: timeZone)
        environment.timelineStart = timelineStart
        environment.locale = locale
        environment.dynamicTypeSize = dynamicTypeSize
        environment.isActivityStale = activityIsStale
        return environment
    }
}

/// The part of the screen a picture shows.
public enum LockScreenViewport: Sendable, Hashable {
    /// The whole phone.
    case phone
    /// The date line, clock and widget row, filling the picture.
    case widgets
    /// One slot and the wallpaper right behind it (a single-widget preview).
    case slot(Int)
}
