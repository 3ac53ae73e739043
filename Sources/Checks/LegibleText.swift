/// The smallest text size the checks accept.
public enum LegibleText {
    /// Apple's Human Interface Guidelines (Typography, "Specifications": default and minimum
    /// sizes) give 11 pt as the minimum text size on iOS.
    public static let minimumPointSize = 11.0
}
