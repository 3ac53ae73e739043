import Cells
@testable import Sheets
import Testing
import ViewTree

/// `PictureSheet`: tiles in equal cells, rows wrapped to the width, captions centred and cut.
@Suite struct PictureSheetTests {
    /// A picture `width` × `height` cells of one colour.
    static func picture(_ width: Int, _ height: Int, _ hex: UInt32 = 0x336699) -> CellGrid {
        CellGrid(width: width, height: height, fill: .pixels(top: RGB24(hex: hex), bottom: RGB24(hex: hex)))
    }

    /// The characters of one row, cells of pixels as spaces.
    static func text(of grid: CellGrid, row: Int) -> String {
        String(grid.row(row).map { cell -> Character in
            if case .character(let c) = cell.glyph { return c }
            return " "
        })
    }

    @Test func tilesSitInEqualCellsWithAGapAndCaptionsCentredUnderThem() {
        let tiles = [SheetTile(caption: "one", picture: Self.picture(6, 2)), SheetTile(caption: "two", picture: Self.picture(6, 2))]
        let grid = PictureSheet(tiles: tiles, title: "Title").grid(width: 80)
        #expect(grid.width == 14, "two cells of 6 and a gap of 2")
        #expect(grid.height == 4, "title, two rows of picture, the captions")
        #expect(Self.text(of: grid, row: 0).hasPrefix("Title"))
        #expect(grid[0, 0].bold)
        #expect(grid[0, 1] == .pixels(top: RGB24(hex: 0x336699), bottom: RGB24(hex: 0x336699)))
        #expect(grid[6, 1] == .blank && grid[7, 1] == .blank, "the gap keeps the terminal's colours")
        #expect(grid[8, 1] != .blank)
        #expect(Self.text(of: grid, row: 3) == " one     two  ")
    }

    @Test func rowsWrapToTheWidth() {
        let tiles = (1...5).map { SheetTile(caption: "\($0)", picture: Self.picture(10, 3)) }
        let grid = PictureSheet(tiles: tiles).grid(width: 34)
        #expect(grid.width == 34, "three cells of 10 and two gaps of 2")
        #expect(grid.height == 2 * (3 + 1) + 1, "two rows of pictures and captions with a blank row between")
        #expect(Self.text(of: grid, row: 3).filter { !$0.isWhitespace } == "123")
        #expect(Self.text(of: grid, row: 8).filter { !$0.isWhitespace } == "45")
    }

    @Test func groupsKeepToTheirColumns() {
        #expect(SheetLayout.tilesPerRow(fitting: 5, groupSize: 4, count: 12) == 4)
        #expect(SheetLayout.tilesPerRow(fitting: 9, groupSize: 4, count: 12) == 8)
        #expect(SheetLayout.tilesPerRow(fitting: 12, groupSize: 4, count: 12) == 12)
        #expect(SheetLayout.tilesPerRow(fitting: 3, groupSize: 4, count: 12) == 2)
        #expect(SheetLayout.tilesPerRow(fitting: 1, groupSize: 4, count: 12) == 1)
        #expect(SheetLayout.tilesPerRow(fitting: 5, groupSize: 1, count: 12) == 5)
        #expect(SheetLayout.tilesPerRow(fitting: 20, groupSize: 4, count: 3) == 3)
    }

    @Test func aCaptionWiderThanItsPictureWidensTheCellUntilTheSheetIsTooNarrow() {
        let tile = SheetTile(caption: "full colour · privacy · Always-On", picture: Self.picture(8, 2))
        let wide = PictureSheet(tiles: [tile, tile]).grid(width: 200)
        #expect(wide.width == 33 * 2 + 2)
        #expect(Self.text(of: wide, row: 2).hasPrefix("full colour · privacy · Always-On"))
        let narrow = PictureSheet(tiles: [tile]).grid(width: 20)
        #expect(narrow.width == 20)
        #expect(Self.text(of: narrow, row: 2) == "full colour · priva…")
    }

    @Test func aFootnoteIsWrappedUnderTheSheet() {
        let sheet = PictureSheet(tiles: [SheetTile(caption: "a", picture: Self.picture(40, 1))],
                                 footnote: "one two three four five six seven eight nine ten eleven twelve")
        let grid = sheet.grid(width: 40)
        #expect(grid.height == 1 + 1 + 1 + 2)
        #expect(Self.text(of: grid, row: 3).trimmingCharacters(in: .whitespaces) == "one two three four five six seven eight")
        #expect(Self.text(of: grid, row: 4).trimmingCharacters(in: .whitespaces) == "nine ten eleven twelve")
    }

    @Test func variantsAreEveryModePrivacyAndAlwaysOnCaptionedAsXcodeDoes() throws {
        #expect(RenderingVariant.all.count == 12)
        #expect(Set(RenderingVariant.all).count == 12)
        #expect(RenderingVariant.all.map(\.caption).prefix(5) == ["vibrant", "vibrant · privacy", "vibrant · Always-On",
                                                                     "vibrant · privacy · Always-On", "accented"])
        #expect(RenderingVariant(mode: .fullColor, luminanceReduced: true).caption == "full colour · Always-On")
        let section = SheetSection.variants { _ in Self.picture(4, 2) }
        #expect(section.groupSize == 4 && section.tiles.count == 12)
    }
}
