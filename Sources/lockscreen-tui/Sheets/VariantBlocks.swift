import Cells
import Raster
import Sheets

/// A variants sheet's blocks (one per device × iOS version: a title and each variant's
/// picture) set out as the terminal's `PictureSheet` or as a device-pixel `PixelSheet`, a
/// mode's four variants in a row, with the footnote that says what the modes are for.
enum VariantBlocks {
    typealias Block<Tile> = (title: String, tiles: [(RenderingVariant, Tile)])

    static func pictureSheet(_ blocks: [Block<CellGrid>]) -> PictureSheet {
        let sections = blocks.map { block in
            SheetSection(title: block.title, tiles: block.tiles.map { SheetTile(caption: $0.0.caption, picture: $0.1) },
                         groupSize: RenderingVariant.perMode)
        }
        return PictureSheet(sections: sections, footnote: VariantFootnote.text)
    }

    static func pixelSheet(_ blocks: [Block<PixelBuffer>]) -> PixelSheet {
        let sections = blocks.map { block in
            PixelSheet.Section(title: block.title, tiles: block.tiles.map { PixelSheet.Tile(caption: $0.0.caption, picture: $0.1) },
                               perRow: RenderingVariant.perMode)
        }
        return PixelSheet(sections: sections, footnote: VariantFootnote.text)
    }
}
