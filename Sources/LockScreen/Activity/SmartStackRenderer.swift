import Cells
import Devices
import Layout
import Raster
import Rendering
import ViewTree

/// A Live Activity in Apple Watch's Smart Stack (watchOS 11+): its tile, holding either the
/// compact leading and trailing views side by side (the default), or its Lock Screen view in the
/// `.small` activity family when the activity offers it.
public struct SmartStackRenderer: Sendable {
    public let widgets: WidgetRenderer

    /// Black around the tile, in points (chosen: enough to see its corners).
    public static let marginAround = 8.0

    public init(widgets: WidgetRenderer) {
        self.widgets = widgets
    }

    /// The tile on `watch` at `pointsPerPixel`, on black, in full colour whatever `options`' mode:
    /// watchOS draws a Live Activity in its own colours there.
    public func paint(_ widget: SceneWidget, on watch: WatchModel, options given: LockScreenOptions, pointsPerPixel s: Double,
                      allTextAsPixels: Bool) -> (pixels: PixelBuffer, text: [TextPlacement]) {
        var options = given
        options.mode = .fullColor
        let tile = SmartStackGeometry.tile(on: watch).size
        let margin = Self.marginAround
        let width = max(1, Int(((tile.width + 2 * margin) / s).rounded(.up)))
        var height = max(2, Int(((tile.height + 2 * margin) / s).rounded(.up)))
        height += height % 2
        var canvas = PixelCanvas(width: width, height: height, background: .black)
        let colors = WidgetColors(primary: .white, accent: WidgetColors.lockScreen.accent, mode: .fullColor)
        let tileRect = PixelRect(x: margin / s, y: margin / s, width: tile.width / s, height: tile.height / s)
        let fill = LockScreenRenderer.platterColor(of: widget.widget.resolvedBody(for: options.environment(for: .activity), entryIndex: widget.entryIndex),
                                                   colors: colors)
        let shape = VectorPath.roundedRect(tileRect, cornerRadius: SmartStackGeometry.cornerRadius / s)
        canvas.fill(shape, with: fill)
        let inner = SmartStackGeometry.contentMargin
        let room = Size(width: tile.width - 2 * inner, height: tile.height - 2 * inner)
        var placements: [TextPlacement] = []
        func draw(_ view: ActivityView, in frame: Rect) {
            var environment = options.environment(for: .activity)
            environment.activityView = view
            let request = WidgetRenderer.Request(widget: widget.widget, environment: environment, entryIndex: widget.entryIndex,
                                                 slot: SlotGeometry(size: Size(width: frame.width, height: frame.height), contentInset: 0),
                                                 pointsPerPixel: s)
            var painter = WidgetPainter(mapping: PixelMapping(pointsPerPixel: s, origin: PixelPoint(x: frame.x / s, y: frame.y / s)),
                                        colors: colors, family: .activity, slot: tileRect, now: options.now, text: widgets.text, images: widgets.images)
            painter.drawsAllTextAsPixels = allTextAsPixels
            let root = widgets.layout(request)
            canvas.withClip(to: shape) { painter.paint(root, into: &$0) }
            placements += painter.placements
        }
        let origin = (x: margin + inner, y: margin + inner)
        if widget.widget.offersSmallActivity {
            draw(.smallFamily, in: Rect(x: origin.x, y: origin.y, width: room.width, height: room.height))
        } else {
            // The compact views as the island sizes them, at the tile's two ends, centred down it.
            for view in [ActivityView.compactLeading, .compactTrailing] {
                var environment = options.environment(for: .activity)
                environment.activityView = view
                let body = widget.widget.resolvedBody(for: environment, entryIndex: widget.entryIndex)
                if case .empty = body.kind { continue }
                let chosen = LayoutEngine.size(body, width: room.width / 2, height: room.height, environment: environment)
                let size = Size(width: min(chosen.width, room.width / 2), height: min(chosen.height, room.height))
                let x = view == .compactLeading ? origin.x : origin.x + room.width - size.width
                draw(view, in: Rect(x: x, y: origin.y + (room.height - size.height) / 2, width: size.width, height: size.height))
            }
        }
        return (canvas.buffer, placements)
    }

    /// The same as terminal cells `columns` wide.
    public func cells(_ widget: SceneWidget, on watch: WatchModel, options: LockScreenOptions, columns: Int) -> CellGrid {
        let tile = SmartStackGeometry.tile(on: watch).size
        let drawn = paint(widget, on: watch, options: options, pointsPerPixel: (tile.width + 2 * Self.marginAround) / Double(max(columns, 1)),
                          allTextAsPixels: false)
        var grid = HalfBlockEncoder(backdrop: .black).encode(drawn.pixels)
        TextCellPlacer(bounds: 0...max(0, grid.width - 1)).place(drawn.text, into: &grid, backdrop: .black)
        return grid
    }
}
