import Foundation

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

    public init(
        family: WidgetFamily,
        renderingMode: RenderingMode = .vibrant,
        isLuminanceReduced: Bool = false,
        isPrivacyRedacted: Bool = false,
        now: Date = Date(),
        timeZone: TimeZone = .current
    ) {
        self.family = family
        self.renderingMode = renderingMode
        self.isLuminanceReduced = isLuminanceReduced
        self.isPrivacyRedacted = isPrivacyRedacted
        self.now = now
        self.timeZone = timeZone
    }
}
