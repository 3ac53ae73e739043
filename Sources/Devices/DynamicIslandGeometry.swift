/// Where iOS puts a Live Activity's views in the Dynamic Island, in points, from the island at
/// rest (the phone's `ScreenCutout.dynamicIsland`).
///
/// Apple publishes the sizes (HIG "Live Activities": compact sides 52.33/62.33 × 36.67, minimal
/// 36.67–45 wide, expanded 371/408 × 84–160, corner radius 44) but not the margins. Those were
/// measured on Simulator screenshots at 393×852 pt (docs/activities.md names them):
/// rialonsom/LocalTennis (iOS 17: compact and expanded) and tigi44/LiveActivitiesExample
/// (iOS 16: compact, minimal and expanded). Each figure below is within 2 pt of both unless it
/// says otherwise.
public enum DynamicIslandGeometry {
    /// Compact: from the side content to the island's outer end (15 on LocalTennis's leading
    /// symbol, 15–16 beside its trailing text).
    public static let compactOuterMargin = 15.0
    /// Compact: between the leading content and the sensor housing (5.7 on LocalTennis).
    public static let compactLeadingGap = 5.7
    /// Compact: between the housing and the trailing content (0–1 on LocalTennis's "Match").
    public static let compactTrailingGap = 1.0
    /// Compact and minimal: content above and below, inside the island's height (a resizable
    /// symbol fills 22.67 of 36.67 on LocalTennis).
    public static let compactVerticalInset = 7.0
    /// The widest a compact side's content is offered: it stays clear of the screen's rounded
    /// corners, 20 pt from the edge (chosen).
    public static let compactScreenMargin = 20.0

    /// Minimal (detached): the gap from the island (8.0 on LiveActivitiesExample).
    public static let minimalGap = 8.0
    /// Minimal: content to the circle's sides (10.33 either side on LiveActivitiesExample).
    public static let minimalSideInset = 10.33
    /// Minimal: the HIG's widths, 36.67 (a circle) to 45.
    public static let minimalWidths = 36.67...45.0

    /// Expanded: the HIG's corner radius (44.2–44.3 fitted on both references).
    public static let expandedCornerRadius = 44.0
    /// Expanded: the HIG's heights.
    public static let expandedHeights = 84.0...160.0
    /// Expanded: content to the left and right edges (18.3–20.7 measured: iOS 17 a little less than 16).
    public static let expandedSideInset = 19.0
    /// Expanded: the leading and trailing regions' top below the island's (16 on iOS 16, 18 on 17).
    public static let expandedTopInset = 17.0
    /// Expanded: the last content above the island's bottom (15–16.3 measured).
    public static let expandedBottomInset = 16.0
    /// Expanded: the bottom region below the regions above it (10–12 measured).
    public static let expandedBottomGap = 11.0
    /// Expanded: the center region beside the leading and trailing regions (chosen: SwiftUI's
    /// default stack spacing).
    public static let expandedCenterGap = 8.0
    /// Expanded: the leading and trailing regions beside the sensor housing (chosen).
    public static let expandedHousingGap = 6.0

    /// The HIG's expanded width for a screen: 408 on 420-, 430- and 440-pt phones, 371 on 393 and 402.
    public static func expandedWidth(screenWidth: Double) -> Double {
        screenWidth >= 420 ? 408 : 371
    }

    /// The island at rest on `device`, or nil for a phone without one.
    public static func housing(on device: DeviceProfile) -> Rect? {
        guard case .dynamicIsland(let width, let height, let top) = device.lockScreen.cutout else { return nil }
        return Rect(x: (device.screen.width - width) / 2, y: top, width: width, height: height)
    }
}
