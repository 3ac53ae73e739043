import Raster
import Rendering

/// The Lock Screen's pixel stage, before cells: the whole screen composed, the part of it the
/// viewport shows, and the small text not drawn as pixels, still to be placed as characters.
struct ComposedScreen {
    /// The whole screen: wallpaper, widgets, clock, date line, corners and cutout; or only the
    /// viewport, when that was asked for and is one bottom-row slot.
    var pixels: PixelBuffer
    /// Where `pixels` begins on the screen: (0, 0) for the whole screen.
    var origin: (x: Int, y: Int)
    /// The viewport's pixels within `pixels`.
    var crop: PixelBounds
    /// Each bottom-row widget's small text and the screen columns its content area covers.
    var widgetText: [(placements: [TextPlacement], columns: ClosedRange<Int>, rows: ClosedRange<Int>)]
    /// The same for a Live Activity, whose text keeps its colours (it is not vibrant).
    var activityText: [(placements: [TextPlacement], columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = []
    /// The date line as characters, when it was not drawn as pixels.
    var dateCharacters: [TextPlacement]
    /// The colours the screen gives text drawn as characters; nil when every text was drawn as
    /// pixels (it holds the composed screen, which would then be copied for each later change).
    var textColors: TextColoring?
}
