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
    var pictures: ActivityPictures
    var presentation: ActivityPresentation
    /// The preview's content states, indices into the widget's entries.
    var entries: Range<Int>
    var options: LockScreenOptions

    var widget: Widget { pictures.widget }

    /// "Delivery · expanded · 2 content states"
    var title: String {
        "\(widget.name) · \(presentation.rawValue) · \(entries.count) content state\(entries.count == 1 ? "" : "s")"
    }

    /// The strip for a terminal `width` columns wide: two states a row at most.
    func sheet(width: Int) throws -> PictureSheet {
        let perRow = max(1, min(entries.count, 2))
        let columns = max(20, (width - 2 * (perRow + 1)) / perRow)
        let tiles = try entries.map { index in
            SheetTile(caption: "\(index - entries.lowerBound + 1)",
                      picture: try pictures.cells(presentation, entry: index, options: options, columns: columns))
        }
        return PictureSheet(tiles: tiles, title: title)
    }

    /// The strip at the device's (or watch's) own pixels, for a PNG.
    func pixelSheet() throws -> PixelSheet {
        let tiles = try entries.map { index in
            PixelSheet.Tile(caption: "\(index - entries.lowerBound + 1)", picture: try pictures.pixels(presentation, entry: index, options: options))
        }
        return PixelSheet(sections: [PixelSheet.Section(title: title, tiles: tiles, perRow: max(1, min(tiles.count, 2)))], footnote: nil)
    }
}

/// A Live Activity drawn in each of its presentations, as `render --activity` draws it: the
/// tiles of `ActivityStrip` and `ActivityVariantSheet`.
struct ActivityPictures {
    var widget: Widget
    var device: DeviceProfile
    var watch: WatchModel
    var theme: Theme
    /// One renderer for every tile: its fonts, images and scaled wallpapers are loaded once.
    var renderer = LockScreenRenderer.forCommandLine()

    func scene(entry: Int) -> SceneWidget {
        SceneWidget(widget: widget, family: .activity, entryIndex: entry, source: "")
    }

    func cells(_ presentation: ActivityPresentation, entry: Int, options: LockScreenOptions, columns: Int) throws -> CellGrid {
        switch presentation {
        case .lockscreen:
            let scene = platterScene(entry: entry, options: options, renderer: renderer)
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

    func pixels(_ presentation: ActivityPresentation, entry: Int, options: LockScreenOptions) throws -> PixelBuffer {
        let deviceScale = 1 / device.scale
        switch presentation {
        case .lockscreen:
            let scene = platterScene(entry: entry, options: options, renderer: renderer)
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
    func platterScene(entry: Int, options: LockScreenOptions, renderer: LockScreenRenderer) -> LockScreenScene {
        var scene = LockScreenScene(device: device, theme: theme)
        scene.activity = SceneActivity.measured(self.scene(entry: entry), on: device, options: options, renderer: renderer.widgets)
        return scene
    }
}

/// `render FILE --variants` of a Live Activity: each presentation (the Lock Screen's, the Dynamic
/// Island's three where the phone has one, StandBy's, the watch's) as it runs and stale, and the
/// Lock Screen's in Always-On too, for the content state `--entry N` names.
struct ActivityVariantSheet {
    var pictures: ActivityPictures
    var entry: Int
    var options: LockScreenOptions

    /// The variants of one presentation, each a caption and its options.
    func variants(of presentation: ActivityPresentation) -> [(caption: String, options: LockScreenOptions)] {
        var stale = options
        stale.activityIsStale = true
        var shown = [("as it runs", options), ("stale", stale)]
        if presentation == .lockscreen {
            var dimmed = options
            dimmed.luminanceReduced = true
            var dimmedStale = stale
            dimmedStale.luminanceReduced = true
            shown += [("Always-On", dimmed), ("Always-On, stale", dimmedStale)]
        }
        return shown
    }

    /// The presentations drawn: the island's only on a phone that has one.
    var presentations: [ActivityPresentation] {
        ActivityPresentation.allCases.filter { $0.island == nil || DynamicIslandGeometry.housing(on: pictures.device) != nil }
    }

    var footnote: String? {
        DynamicIslandGeometry.housing(on: pictures.device) == nil
            ? "\(pictures.device.name) has no Dynamic Island: there a Live Activity shows on the Lock Screen only" : nil
    }

    func sheet(width: Int) throws -> PictureSheet {
        let columns = max(20, (width - 2 * 5) / 4)
        let sections = try presentations.map { presentation in
            SheetSection(title: "\(pictures.widget.name) · \(presentation.rawValue)", tiles: try variants(of: presentation).map { variant in
                SheetTile(caption: variant.caption, picture: try pictures.cells(presentation, entry: entry, options: variant.options, columns: columns))
            })
        }
        return PictureSheet(sections: sections, footnote: footnote)
    }

    func pixelSheet() throws -> PixelSheet {
        let sections = try presentations.map { presentation in
            PixelSheet.Section(title: "\(pictures.widget.name) · \(presentation.rawValue)", tiles: try variants(of: presentation).map { variant in
                PixelSheet.Tile(caption: variant.caption, picture: try pictures.pixels(presentation, entry: entry, options: variant.options))
            }, perRow: 4)
        }
        return PixelSheet(sections: sections, footnote: footnote)
    }
}
