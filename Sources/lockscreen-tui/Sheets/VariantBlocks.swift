import Cells
import Raster
import Sheets
import ViewTree

/// A variants sheet's blocks (one per device × iOS version: a title and each variant's
/// picture) set out as the terminal's `PictureSheet` or as a device-pixel `PixelSheet`, a
/// mode's four variants in a row, with the footnote that says what the modes are for.
enum VariantBlocks {
    typealias Block<Tile> = (title: String, tiles: [(RenderingVariant, Tile)])

    /// A mode's tiles in a block: four, or two on an iPad, which has no Always-On.
    static func perMode<Tile>(_ block: Block<Tile>) -> Int {
        max(1, block.tiles.count / RenderingMode.allCases.count)
    }

    /// What a block's title adds for its text size: nothing for the default size alone.
    static func sizeTitle(_ size: DynamicTypeSize, of sizes: [DynamicTypeSize]) -> String {
        sizes == [.standard] ? "" : " · text size \(size.rawValue)"
    }

    static func pictureSheet(_ blocks: [Block<CellGrid>]) -> PictureSheet {
        let sections = blocks.map { block in
            SheetSection(title: block.title, tiles: block.tiles.map { SheetTile(caption: $0.0.caption, picture: $0.1) },
                         groupSize: perMode(block))
        }
        return PictureSheet(sections: sections, footnote: VariantFootnote.text)
    }

    static func pixelSheet(_ blocks: [Block<PixelBuffer>]) -> PixelSheet {
        let sections = blocks.map { block in
            PixelSheet.Section(title: block.title, tiles: block.tiles.map { PixelSheet.Tile(caption: $0.0.caption, picture: $0.1) },
                               perRow: perMode(block))
        }
        return PixelSheet(sections: sections, footnote: VariantFootnote.text)
    }
}
