import ViewTree

/// Sizes of gauges and progress views. Apple publishes none; these are chosen to match the
/// system styles as they appear in a 72 pt circular slot and a 160×72 rectangular one.
enum IndicatorMetrics {
    /// The ideal side of a circular gauge or progress ring: the content size of a 72 pt slot
    /// (72 − 2 × 7 pt inset); also the largest such ring in a Live Activity or a Home Screen
    /// widget, where the system draws its accessory ring at its own size (chosen: Apple publishes
    /// that size nowhere).
    static let circularIdealSide = 58.0
    /// The ring's thickness as a fraction of the side (about 6 pt at 58 pt).
    static let ringThicknessFraction = 0.1
    /// The `accessoryCircular` ring is open at the bottom: its ends sit this many degrees either
    /// side of straight down (a quarter of the circle left open).
    static let ringOpeningHalfAngle = 45.0
    /// The minimum and maximum labels of `accessoryCircular` are small, in the ring's opening.
    static let ringEndLabelFont = FontSpec(style: .caption2)
    /// Between the minimum and maximum labels in the ring's opening: a chosen gap of a few
    /// points, so that two numbers ("55", "75") read as two.
    static let ringEndLabelGap = 4.0
    /// A gauge's label in the ring's opening ("DAYS", a symbol) stays on one line, shrinking to
    /// this fraction of its size before it is cut: chosen so that a short word fits the opening
    /// of a 56 pt ring, as the system's gauge shows it, instead of breaking mid-word.
    static let openingLabelMinimumScale = 0.6

    /// The ideal width of a linear gauge or progress bar when no width is proposed.
    static let linearIdealWidth = 100.0
    /// The height of a linear gauge's bar.
    static let gaugeTrackHeight = 6.0
    /// The height of a linear progress bar.
    static let progressTrackHeight = 4.0
    /// Between the label above, the bar's row and the current value label below.
    static let rowSpacing = 2.0
    /// Between the minimum or maximum label and the bar.
    static let trackLabelSpacing = 4.0
}
