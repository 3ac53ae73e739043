/// The clock typefaces of the Lock Screen's Customize sheet that lockscreen-tui draws, each with a
/// free stand-in for Apple's font (docs/lockscreen.md, "Clock styles").
public enum ClockTypeface: String, CaseIterable, Sendable, Hashable {
    /// SF Pro, iOS's default clock.
    case standard = "default"
    /// SF Pro Rounded.
    case rounded
    /// New York, Apple's serif.
    case serif

    /// The name iOS's sheet shows it by, for help and captions.
    public var title: String {
        switch self {
        case .standard: "SF Pro"
        case .rounded: "SF Pro Rounded"
        case .serif: "New York"
        }
    }

    /// The typeface after this one, for the live preview's key.
    public var next: ClockTypeface {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
