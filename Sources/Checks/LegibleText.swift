/// The smallest text size the checks accept.
public enum LegibleText {
    /// Apple's Human Interface Guidelines (Typography, "Specifications": default and minimum
    /// sizes) give 11 pt as the minimum text size on iOS.
    public static let minimumPointSize = 11.0

    /// On a watch face: the smallest text Apple's own complication layouts use, the corner's
    /// 10 pt default text on the 40 mm watch (Human Interface Guidelines, "Complications",
    /// specifications).
    public static let minimumWatchPointSize = 10.0
}
