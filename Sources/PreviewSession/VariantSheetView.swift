import Cells
import Foundation
import LockScreen
import Raster
import Sheets

/// `v`: the selected slot (and the wallpaper around it) in every rendering mode × privacy ×
/// Always-On, as a captioned sheet filling the picture area, as Xcode's canvas shows variants.
enum VariantSheetView {
    /// Rows a tile's caption, the gap below it and a row of slack for its crop take, besides the tile.
    static let rowsAroundTile = 3

    /// The sheet for slot `slot` of `scene`, at most `columns` × `rows` cells; nil when the
    /// scene has no such slot.
    static func picture(_ scene: LockScreenScene, slot: Int, options: LockScreenOptions, renderer: LockScreenRenderer,
                        columns: Int, rows: Int) throws -> CellGrid? {
        guard let placed = scene.slots.first(where: { $0.index == slot }) else { return nil }
        let style = SheetStyle(columnGap: 1)
        let caption = longestCaption, perRow = perRow(columns: columns)
        let tileRows = RenderingVariant.all.count / perRow
        let tileColumns = max(4, min(perRow == RenderingVariant.perMode ? caption : .max, (columns - style.columnGap * (perRow - 1)) / perRow))
        let tileHeight = max(2, (rows - 1 - tileRows * rowsAroundTile) / tileRows)
        let margin = LockScreenRenderer.slotViewportMargin
        let scale = max((placed.frame.width + 2 * margin) / Double(tileColumns), (placed.frame.height + 2 * margin) / Double(2 * tileHeight))
        var section = try SheetSection.variants(title: title(of: placed)) { variant in
            try renderer.render(scene, options: Self.options(options, variant, slot: slot), pointsPerPixel: scale).grid
        }
        section.groupSize = perRow
        let sheet = PictureSheet(sections: [section], style: style).grid(width: columns)
        var grid = CellGrid(width: columns, height: rows)
        grid.paste(sheet, at: CellPosition(column: max(0, (columns - sheet.width) / 2), row: 0))
        return grid
    }

    /// The same sheet in real pixels for a terminal that shows them (`cell` pixels a cell): each
    /// variant drawn with every text from the font, as large as `columns` × `rows` cells hold
    /// four (or two) to a row, captions a cell tall. Nil when the scene has no such slot.
    static func pixels(_ scene: LockScreenScene, slot: Int, options: LockScreenOptions, renderer: LockScreenRenderer,
                       columns: Int, rows: Int, cell: (width: Int, height: Int)) throws -> PixelBuffer? {
        guard let placed = scene.slots.first(where: { $0.index == slot }) else { return nil }
        let perRow = perRow(columns: columns)
        let tileRows = RenderingVariant.all.count / perRow
        var sheet = PixelSheet(sections: [], textHeight: cell.height)
        // Room for the tiles once the title, each row's caption and the gaps are taken.
        let width = columns * cell.width - sheet.gap * (perRow + 1)
        let height = rows * cell.height - sheet.gap * (tileRows + 2) - (tileRows + 1) * cell.height - cell.height / 2
        let margin = LockScreenRenderer.slotViewportMargin
        let finest = 1 / scene.device.scale
        let scale = max(finest, (placed.frame.width + 2 * margin) / Double(max(width / perRow, 1)),
                        (placed.frame.height + 2 * margin) / Double(max(height / tileRows, 1)))
        let tiles = try RenderingVariant.all.map { variant in
            PixelSheet.Tile(caption: variant.caption,
                            picture: try renderer.pixels(scene, options: Self.options(options, variant, slot: slot), pointsPerPixel: scale))
        }
        sheet.sections = [PixelSheet.Section(title: title(of: placed), tiles: tiles, perRow: perRow)]
        return sheet.picture()
    }

    /// The longest variant caption, in cells.
    static let longestCaption = RenderingVariant.all.map(\.caption.count).max() ?? 0

    /// A mode's four variants in a row when their captions fit side by side in `columns` (a
    /// cell apart), else two: the same in cells and in pixels.
    static func perRow(columns: Int) -> Int {
        columns >= RenderingVariant.perMode * (longestCaption + 1) ? RenderingVariant.perMode : 2
    }

    static func title(of placed: SceneSlot) -> String {
        "\(placed.widget.widget.name) (\(placed.widget.family.rawValue)) in every variant · v returns"
    }

    /// The Lock Screen's options in one variant, showing only the slot.
    static func options(_ options: LockScreenOptions, _ variant: RenderingVariant, slot: Int) -> LockScreenOptions {
        var shown = options
        shown.mode = variant.mode
        shown.privacy = variant.privacy
        shown.luminanceReduced = variant.luminanceReduced
        shown.viewport = .slot(slot)
        return shown
    }
}
