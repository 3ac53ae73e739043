import ArgumentParser
import Rendering

/// `--scale` or `--width`: how large the picture is.
struct ScaleOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Points per pixel (one pixel is a terminal column wide and half a row tall). Default: \(Int(WidgetRenderer.defaultPointsPerPixel)). Smaller is larger: 1 draws every point.",
        valueName: "pt-per-px"))
    var scale: Double?

    @Option(name: .long, help: ArgumentHelp("Fit the picture to this many terminal columns instead of giving --scale.", valueName: "cols"))
    var width: Int?

    func validate() throws {
        if scale != nil, width != nil { throw ValidationError("give --scale or --width, not both") }
        if let scale, !(scale.isFinite && scale >= 0.25 && scale <= 64) {
            throw ValidationError("--scale must be between 0.25 and 64 points per pixel; found \(scale)")
        }
        if let width, !(8...2000).contains(width) { throw ValidationError("--width must be between 8 and 2000 columns; found \(width)") }
    }

    /// Points per pixel for a picture `pointsWide` points wide, also fitting `height.rows`
    /// terminal rows when given (two pixels per row).
    /// `slack` cells are kept free for a picture whose edges may fall between pixels (a crop of
    /// the Lock Screen), so that it never comes out wider or taller than asked.
    func pointsPerPixel(forWidth pointsWide: Double, height: (points: Double, rows: Int)? = nil, slack: Int = 0) -> Double {
        let fromWidth = width.map { pointsWide / Double(max($0 - slack, 1)) }
        let fromHeight = height.map { $0.points / Double(2 * max($0.rows - slack, 1)) }
        if fromWidth != nil || fromHeight != nil { return max(fromWidth ?? 0, fromHeight ?? 0) }
        return scale ?? WidgetRenderer.defaultPointsPerPixel
    }
}
