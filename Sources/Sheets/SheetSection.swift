/// A block of a sheet: an optional title line ("iPhone 15 Pro · iOS 18") over tiles set out in
/// rows and columns, in cells as wide as every other section's, so that columns line up.
public struct SheetSection: Sendable, Hashable {
    /// The line above the tiles, in bold; nil for none.
    public var title: String?
    public var tiles: [SheetTile]
    /// How many tiles belong together (4: one rendering mode's privacy × Always-On states). A row
    /// holds a multiple of this many, or when even one group does not fit, a divisor of it, so
    /// that the same variant stays in the same column from row to row.
    public var groupSize: Int

    public init(title: String? = nil, tiles: [SheetTile], groupSize: Int = 1) {
        self.title = title
        self.tiles = tiles
        self.groupSize = max(1, groupSize)
    }
}
