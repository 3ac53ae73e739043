import Cells

/// One picture of a sheet and the caption written under it ("accented · privacy", "2 · 11:11 AM").
public struct SheetTile: Sendable, Hashable {
    /// The words under the picture, centred; cut with "…" when the sheet is too narrow for them.
    public var caption: String
    /// The picture, pasted as it is.
    public var picture: CellGrid

    public init(caption: String, picture: CellGrid) {
        self.caption = caption
        self.picture = picture
    }
}
