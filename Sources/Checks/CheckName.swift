/// The checks `lockscreen-tui check` runs, each with the name `--disable NAME` turns off.
/// (A timeline entry missing a value a view reads is an error when the file is read, which
/// `check` reports too.)
public enum CheckName: String, Sendable, CaseIterable, Comparable {
    /// Text cut with "…" or cut off by its frame.
    case truncatedText = "truncated-text"
    /// Content drawn past the slot's content area, where the system clips it.
    case outsideContent = "outside-content"
    /// Text or an image of a circular widget that the circular mask cuts.
    case circularMask = "circular-mask"
    /// Text below the smallest legible size.
    case smallText = "small-text"
    /// Content that (nearly) vanishes in vibrant mode against what it sits on.
    case vanishingContent = "vanishing-content"
    /// An inline widget with more than one image (the system shows the first).
    case inlineImages = "inline-images"
    /// Colours in an inline widget, which the system draws in the Lock Screen's own style.
    case inlineColors = "inline-colors"
    /// A Live Activity's expanded Dynamic Island taller than the HIG's 160 pt.
    case islandHeight = "island-height"
    /// A Live Activity's Lock Screen view taller than the HIG's 160 pt.
    case activityHeight = "activity-height"
    /// A compact Dynamic Island view wider than the room beside the sensor housing.
    case compactWidth = "compact-width"
    /// Dynamic Island content that reaches under the sensor housing (the cameras).
    case sensorHousing = "sensor-housing"

    /// One line for `check --help` and the docs.
    public var summary: String {
        switch self {
        case .truncatedText: "text cut with \"…\" or by its frame (with the devices it happens on)"
        case .outsideContent: "content past the slot's content area, which the system clips"
        case .circularMask: "text or images of a circular widget cut by the circular mask"
        case .smallText: "text under \(Int(LegibleText.minimumPointSize)) pt on iPhone (\(Int(LegibleText.minimumWatchPointSize)) pt on a watch), the smallest sizes Apple's guidelines use"
        case .vanishingContent: "content with too little contrast to what it sits on in vibrant mode, on a dark or a bright wallpaper"
        case .inlineImages: "an inline widget with more than one image; the system shows only the first"
        case .inlineColors: "colours in an inline widget; the system ignores them"
        case .islandHeight: "a Live Activity's expanded Dynamic Island taller than the HIG's 160 pt, where iOS cuts it"
        case .activityHeight: "a Live Activity's Lock Screen view taller than the HIG's 160 pt, which the HIG says iOS cuts"
        case .compactWidth: "a compact Dynamic Island view wider than the room beside the sensor housing, up to the screen's edge: it is squeezed"
        case .sensorHousing: "Dynamic Island content reaching under the sensor housing (the cameras), where nothing shows"
        }
    }

    public static func < (a: CheckName, b: CheckName) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
