import Cells
import Foundation
import LockScreen
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
        // A mode's four variants in a row when their captions fit side by side, else two.
        let style = SheetStyle(columnGap: 1)
        let caption = RenderingVariant.all.map(\.caption.count).max() ?? 0
        let perRow = columns >= RenderingVariant.perMode * (caption + style.columnGap) ? RenderingVariant.perMode : 2
        let tileRows = RenderingVariant.all.count / perRow
        let title = "\(placed.widget.widget.name) (\(placed.widget.family.rawValue)) in every variant · v returns"
        let tileColumns = max(4, min(perRow == RenderingVariant.perMode ? caption : .max, (columns - style.columnGap * (perRow - 1)) / perRow))
        let tileHeight = max(2, (rows - 1 - tileRows * rowsAroundTile) / tileRows)
        let margin = LockScreenRenderer.slotViewportMargin
        let scale = max((placed.frame.width + 2 * margin) / Double(tileColumns), (placed.frame.height + 2 * margin) / Double(2 * tileHeight))
        var section = try SheetSection.variants(title: title) { variant in
            var shown = options
            shown.mode = variant.mode
            shown.privacy = variant.privacy
            shown.luminanceReduced = variant.luminanceReduced
            shown.viewport = .slot(slot)
            return try renderer.render(scene, options: shown, pointsPerPixel: scale).grid
        }
        section.groupSize = perRow
        let sheet = PictureSheet(sections: [section], style: style).grid(width: columns)
        var grid = CellGrid(width: columns, height: rows)
        grid.paste(sheet, at: CellPosition(column: max(0, (columns - sheet.width) / 2), row: 0))
        return grid
    }
}
