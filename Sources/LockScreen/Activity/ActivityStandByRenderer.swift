import Cells
import Devices
import Layout
import Raster
import Rendering
import ViewTree

/// A Live Activity in StandBy: its Lock Screen presentation, platter and all, drawn at 200 % in
/// the middle of the iPhone on its side, on black; at night every pixel in Night Mode's red.
///
/// The 200 % is the HIG's (and WWDC26-223's); where the scaled platter sits is not published and
/// no StandBy screenshot with an activity was found, so it is centred (chosen).
public struct ActivityStandByRenderer: Sendable {
    public let widgets: WidgetRenderer

    /// How much larger than on the Lock Screen StandBy draws the activity (HIG: 200 %).
    public static let scale = 2.0

    public init(widgets: WidgetRenderer) {
        self.widgets = widgets
    }

    /// The phone on its side at `pointsPerPixel` (of the phone's own points), the activity's
    /// platter at twice its Lock Screen size in the middle; Night Mode when `options.nightMode`.
    public func paint(_ widget: SceneWidget, on phone: DeviceProfile, options: LockScreenOptions,
                      pointsPerPixel s: Double, allTextAsPixels: Bool) -> (pixels: PixelBuffer, text: [TextPlacement]) {
        let screen = Size(width: phone.screen.height, height: phone.screen.width)
        let width = max(1, Int((screen.width / s).rounded(.up)))
        var height = max(2, Int((screen.height / s).rounded(.up)))
        height += height % 2
        var canvas = PixelCanvas(width: width, height: height, background: .black)
        let platter = SceneActivity.measured(widget, on: phone, options: options, renderer: widgets)
        let lockScreenFrame = platter.frame(on: phone)
        // The platter drawn with `s / 2` points a pixel: twice as large, centred on the screen.
        let drawn = s / Self.scale
        let origin = (x: (screen.width - Self.scale * lockScreenFrame.width) / 2 / s,
                      y: (screen.height - Self.scale * lockScreenFrame.height) / 2 / s)
        let body = widget.widget.resolvedBody(for: options.environment(for: .activity), entryIndex: widget.entryIndex)
        let colors = WidgetColors(primary: .white, accent: WidgetColors.lockScreen.accent, mode: .fullColor)
        let fill = LockScreenRenderer.platterColor(of: body, colors: colors)
        let rect = PixelRect(x: origin.x, y: origin.y, width: lockScreenFrame.width / drawn, height: lockScreenFrame.height / drawn)
        let shape = VectorPath.roundedRect(rect, cornerRadius: LockScreenRenderer.activityCornerRadius / drawn)
        canvas.fill(shape, with: fill)
        let content = Size(width: lockScreenFrame.width, height: lockScreenFrame.height)
        let request = WidgetRenderer.Request(widget: widget.widget, environment: options.environment(for: .activity), entryIndex: widget.entryIndex,
                                             device: phone, slot: SlotGeometry(size: content, contentInset: 0), pointsPerPixel: drawn)
        var painter = WidgetPainter(mapping: PixelMapping(pointsPerPixel: drawn, origin: PixelPoint(x: origin.x, y: origin.y)),
                                    colors: colors, family: .activity, slot: rect, now: options.now, text: widgets.text, images: widgets.images)
        painter.drawsAllTextAsPixels = allTextAsPixels
        canvas.withClip(to: shape) { painter.paint(widgets.layout(request), into: &$0) }
        var pixels = canvas.buffer
        var text = painter.placements
        if options.nightMode {
            for index in pixels.pixels.indices { pixels.pixels[index] = StandByNight.tinted(pixels.pixels[index], with: StandByNight.red) }
            text = text.map { placement in
                var red = placement
                red.runs = placement.runs.map { run in
                    var tinted = run
                    tinted.color = StandByNight.tinted(run.color, with: StandByNight.red)
                    return tinted
                }
                return red
            }
        }
        return (pixels, text)
    }

    /// The same as terminal cells `columns` wide: half blocks, with small text as characters.
    public func cells(_ widget: SceneWidget, on phone: DeviceProfile, options: LockScreenOptions, columns: Int) -> CellGrid {
        let drawn = paint(widget, on: phone, options: options, pointsPerPixel: phone.screen.height / Double(max(columns, 1)),
                          allTextAsPixels: false)
        var grid = HalfBlockEncoder(backdrop: .black).encode(drawn.pixels)
        TextCellPlacer(bounds: 0...max(0, grid.width - 1)).place(drawn.text, into: &grid, backdrop: .black)
        return grid
    }
}
