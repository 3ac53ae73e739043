import Layout
import Raster

/// Where `.underline()` and `.strikethrough()` lines are drawn along a segment of text in
/// pixels, in fractions of the font's size. Apple publishes no figures for SF Pro's lines; these
/// are chosen (docs/swiftui.md): a line about a fifteenth of the size thick (1.1 pt at 17 pt),
/// the underline a tenth of the size under the baseline, the strikethrough through the middle of
/// the lower-case letters (SF Pro's x-height is about 0.52 of the size).
enum TextDecorationLines {
    static let thickness = 1.0 / 15
    static let underlineBelowBaseline = 0.1
    static let strikethroughAboveBaseline = 0.27

    /// The rectangles, in points, of the segment's lines: x from the segment's left edge across
    /// its width, y centred on each line's place.
    static func rectangles(of segment: TextSegment, baseline: Double) -> [(x: Double, y: Double, width: Double, height: Double)] {
        let size = segment.font.size
        let height = size * thickness
        var found: [(x: Double, y: Double, width: Double, height: Double)] = []
        if segment.underline != nil {
            found.append((segment.x, baseline + size * underlineBelowBaseline - height / 2, segment.width, height))
        }
        if segment.strikethrough != nil {
            found.append((segment.x, baseline - size * strikethroughAboveBaseline - height / 2, segment.width, height))
        }
        return found
    }
}
