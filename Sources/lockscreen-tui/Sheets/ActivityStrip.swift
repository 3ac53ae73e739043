import Cells
import Devices
import Foundation
import LockScreen
import Raster
import Sheets
import ViewTree

/// `render FILE --activity PRESENTATION --entry all`: every content state of a Live Activity in
/// a row (wrapped like any sheet), each drawn as `--entry N` draws it, captioned with its number.
struct ActivityStrip {
    var widget: Widget
    var presentation: ActivityPresentation
    /// The preview's content states, indices into the widget's entries.
    var entries: Range<Int>
    var device: DeviceProfile
    var watch: WatchModel
    var theme: Theme
    var options: LockScreenOptions

    /// "Delivery · expanded · 2 content states"
    var title: String {
        "\(widget.name) · \(presentation.rawValue) · \(entries.count) content state\(entries.count == 1 ? "" : "s")"
    }

    func scene(entry: Int) -> SceneWidget {
        SceneWidget(widget: widget, family: .activity, entryIndex: entry, source: "")
    }

    /// The strip for a terminal `width` columns wide: two states a row at most.
    func sheet(width: Int) throws -> PictureSheet {
        let perRow = max(1, min(entries.count, 2))
        let columns = max(20, (width - 2 * (perRow + 1)) / perRow)
        let tiles = try entries.map { index in
            SheetTile(caption: "\(index - entries.lowerBound + 1)", picture: try cells(entry: index, columns: columns))
        }
        return PictureSheet(tiles: tiles, title: title)
    }

    /// The strip at the device's (or watch's) own pixels, for a PNG.
    func pixelSheet() throws -> PixelSheet {
        let tiles = try entries.map { index in
            PixelSheet.Tile(caption: "\(index - entries.lowerBound + 1)", picture: try pixels(entry: index))
        }
        return PixelSheet(sections: [PixelSheet.Section(title: title, tiles: tiles, perRow: max(1, min(tiles.count, 2)))], footnote: nil)
    }

    func cells(entry: Int, columns: Int) throws -> CellGrid {
        let renderer = LockScreenRenderer.forCommandLine()
        switch presentation {
        case .lockscreen:
            let scene = platterScene(entry: entry, renderer: renderer)
            var shown = options
            shown.viewport = .slot(scene.slots.first { $0.widget.family == .activity }?.index ?? 0)
            // As many rows as the platter (and the viewport's margin around it) needs at this width.
            let frame = scene.activity?.frame(on: device) ?? Rect(x: 0, y: 0, width: 1, height: 1)
            let margin = 2 * LockScreenRenderer.slotViewportMargin
            let rows = Int(((frame.height + margin) / (frame.width + margin) * Double(columns) / 2).rounded(.up)) + 1
            return try renderer.render(scene, options: shown, columns: columns, rows: rows).grid
        case .compact, .minimal, .expanded:
            let islands = IslandRenderer(widgets: renderer.widgets, wallpapers: renderer.backdrops.store)
            return try islands.cells(scene(entry: entry), presentation.island!, on: device, wallpaper: theme.wallpaper, options: options,
                                     columns: columns) ?? CellGrid(width: columns, height: 1)
        case .standby:
            return ActivityStandByRenderer(widgets: renderer.widgets).cells(scene(entry: entry), on: device, options: options, columns: columns)
        case .watch:
            return SmartStackRenderer(widgets: renderer.widgets).cells(scene(entry: entry), on: watch, options: options, columns: min(columns, 60))
        }
    }

    func pixels(entry: Int) throws -> PixelBuffer {
        let renderer = LockScreenRenderer.forCommandLine()
        let deviceScale = 1 / device.scale
        switch presentation {
        case .lockscreen:
            let scene = platterScene(entry: entry, renderer: renderer)
            var shown = options
            shown.viewport = .slot(scene.slots.first { $0.widget.family == .activity }?.index ?? 0)
            return try renderer.pixels(scene, options: shown, pointsPerPixel: deviceScale)
        case .compact, .minimal, .expanded:
            let islands = IslandRenderer(widgets: renderer.widgets, wallpapers: renderer.backdrops.store)
            return try islands.paint(scene(entry: entry), presentation.island!, on: device, wallpaper: theme.wallpaper, options: options,
                                     pointsPerPixel: deviceScale, allTextAsPixels: true)?.pixels ?? PixelBuffer(width: 1, height: 1)
        case .standby:
            return ActivityStandByRenderer(widgets: renderer.widgets).paint(scene(entry: entry), on: device, options: options,
                                                                             pointsPerPixel: deviceScale, allTextAsPixels: true).pixels
        case .watch:
            return SmartStackRenderer(widgets: renderer.widgets).paint(scene(entry: entry), on: watch, options: options,
                                                                        pointsPerPixel: 1 / WatchModel.scale, allTextAsPixels: true).pixels
        }
    }

    /// The theme's Lock Screen with the activity on its platter, for its slot to be drawn alone.
    func platterScene(entry: Int, renderer: LockScreenRenderer) -> LockScreenScene {
        var scene = LockScreenScene(device: device, theme: theme)
        scene.activity = SceneActivity.measured(self.scene(entry: entry), on: device, options: options, renderer: renderer.widgets)
        return scene
    }
}
