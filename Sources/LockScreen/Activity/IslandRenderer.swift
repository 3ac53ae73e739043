import Cells
import Devices
import Layout
import Raster
import Rendering
import ViewTree

/// Draws a Live Activity in the Dynamic Island at the top of the Home Screen, where iOS shows it:
/// the wallpaper, the island's black shapes with the keyline, and each part's view in full colour.
public struct IslandRenderer: Sendable {
    public let widgets: WidgetRenderer
    public let wallpapers: WallpaperStore

    /// Wallpaper shown under the island, in points (chosen: enough to see the island's edge).
    public static let marginBelow = 24.0
    /// The keyline: `keylineTint` drawn as an edge this wide, at this opacity (chosen: the HIG
    /// calls it a subtle tint of the island's edge and publishes neither).
    public static let keylineWidth = 1.0
    public static let keylineOpacity = 0.4

    public init(widgets: WidgetRenderer, wallpapers: WallpaperStore) {
        self.widgets = widgets
        self.wallpapers = wallpapers
    }

    /// A drawn island: the top band of the screen, the text left for characters (none when all
    /// text is pixels), and the layout it was drawn from.
    public struct Painting: Sendable {
        public var pixels: PixelBuffer
        public var text: [TextPlacement]
        public var layout: IslandLayout
    }

    /// The island of `widget` (family `activity`) in `presentation` on `device`, at `pointsPerPixel`,
    /// with `second` running beside it (its minimal view detached; `IslandLayout.measured`); nil
    /// when the phone has no Dynamic Island.
    public func paint(_ widget: SceneWidget, _ presentation: IslandPresentation, on device: DeviceProfile, wallpaper: Wallpaper,
                      options: LockScreenOptions, pointsPerPixel s: Double, allTextAsPixels: Bool,
                      beside second: SceneWidget? = nil) throws -> Painting? {
        guard let layout = IslandLayout.measured(widget, presentation, on: device, options: options, renderer: widgets, beside: second) else {
            return nil
        }
        let shown = [widget] + (second.map { [$0] } ?? [])
        let width = max(1, Int((device.screen.width / s).rounded(.up)))
        let screenHeight = max(2, Int((device.screen.height / s).rounded(.up)))
        var height = min(screenHeight, Int(((layout.bottom + Self.marginBelow) / s).rounded(.up)))
        height += height % 2
        let band = PixelBounds(x: 0, y: 0, width: width, height: min(height, screenHeight))
        var canvas = PixelCanvas(buffer: try wallpapers.pixels(for: wallpaper, width: width, height: screenHeight, region: band))
        func pixels(_ rect: Rect) -> PixelRect { PixelRect(x: rect.x / s, y: rect.y / s, width: rect.width / s, height: rect.height / s) }

        var island = VectorPath()
        for shape in layout.shapes { island.addRoundedRect(pixels(shape.frame), cornerRadius: shape.cornerRadius / s) }
        canvas.fill(island, with: .black)
        let colors = WidgetColors(primary: .white, accent: WidgetColors.lockScreen.accent, mode: .fullColor)
        var keylines: [Int: PixelColor] = [:]
        var placements: [TextPlacement] = []
        for (part, frame, proposal, activity) in layout.parts.map({ ($0.view, $0.frame, $0.proposal, $0.activity) }) {
            let widget = shown[min(activity, shown.count - 1)]
            var environment = options.environment(for: .activity)
            environment.activityView = part
            var request = WidgetRenderer.Request(widget: widget.widget, environment: environment, entryIndex: widget.entryIndex, device: device,
                                                 slot: SlotGeometry(size: Size(width: frame.width, height: frame.height), contentInset: 0),
                                                 pointsPerPixel: s)
            request.proposal = proposal
            let root = widgets.layout(request)
            if keylines[activity] == nil, let tint = widget.widget.resolvedBody(for: environment, entryIndex: widget.entryIndex).keylineTint {
                keylines[activity] = colors.resolve(tint, in: EnvironmentValues(family: .activity))
            }
            // Content is not cut at its region's edge (an offset or an overflowing stack is drawn
            // whole), only at the island's.
            let centre = (x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
            let shape = layout.shapes.last { $0.frame.x <= centre.x && centre.x <= $0.frame.maxX && $0.frame.y <= centre.y && centre.y <= $0.frame.maxY }
            var painter = WidgetPainter(mapping: PixelMapping(pointsPerPixel: s, origin: PixelPoint(x: frame.x / s, y: frame.y / s)),
                                        colors: colors, family: .activity, slot: pixels(shape?.frame ?? frame), now: options.now,
                                        text: widgets.text, images: widgets.images)
            painter.drawsAllTextAsPixels = allTextAsPixels
            canvas.withClip(to: island) { painter.paint(root, into: &$0) }
            placements += painter.placements
        }
        // Each shape's edge in its activity's keyline tint: with two, the island's is the attached
        // one's and the detached circle's the second's.
        let weight = Int((Self.keylineOpacity * 255).rounded())
        for (index, shape) in layout.shapes.enumerated() {
            guard let keyline = keylines[second != nil && index == layout.shapes.count - 1 ? 1 : 0] else { continue }
            canvas.fill(.strokedRoundedRect(pixels(shape.frame), cornerRadius: shape.cornerRadius / s, lineWidth: Self.keylineWidth / s),
                        with: keyline.scaled(by: weight))
        }
        return Painting(pixels: canvas.buffer, text: placements, layout: layout)
    }

    /// The island as terminal cells `columns` wide: half blocks, with small text as characters
    /// over the island; nil when the phone has no Dynamic Island.
    public func cells(_ widget: SceneWidget, _ presentation: IslandPresentation, on device: DeviceProfile, wallpaper: Wallpaper,
                      options: LockScreenOptions, columns: Int, beside second: SceneWidget? = nil) throws -> CellGrid? {
        try paint(widget, presentation, on: device, wallpaper: wallpaper, options: options,
                  pointsPerPixel: device.screen.width / Double(max(columns, 1)), allTextAsPixels: false, beside: second).map(Self.cells)
    }

    /// A painting (made with its small text left for characters) as terminal cells.
    public static func cells(_ painting: Painting) -> CellGrid {
        var grid = HalfBlockEncoder(backdrop: .black).encode(painting.pixels)
        TextCellPlacer(bounds: 0...max(0, grid.width - 1)).place(painting.text, into: &grid, backdrop: .black)
        return grid
    }
}
