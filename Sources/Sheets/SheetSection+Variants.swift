import Cells

extension SheetSection {
    /// A section of every rendering variant (`RenderingVariant.all`), each tile drawn by
    /// `picture` and captioned with its variant, a mode's four variants kept in the same columns.
    public static func variants(title: String? = nil, _ variants: [RenderingVariant] = RenderingVariant.all,
                                picture: (RenderingVariant) throws -> CellGrid) rethrows -> SheetSection {
        SheetSection(title: title, tiles: try variants.map { SheetTile(caption: $0.caption, picture: try picture($0)) },
                     groupSize: RenderingVariant.perMode)
    }
}
