import Cells
import ViewTree

/// A drawn Lock Screen: the cells, and where each slot landed in them.
public struct LockScreenPicture: Sendable {
    public var grid: CellGrid
    public var slots: [SlotCells]
    /// The line under the picture when the mode is not the Lock Screen's own, else nil.
    public var caption: String?

    public init(grid: CellGrid, slots: [SlotCells], caption: String?) {
        self.grid = grid
        self.slots = slots
        self.caption = caption
    }
}

/// A slot's rectangle in the picture's cells (clipped to the picture).
public struct SlotCells: Sendable, Hashable {
    public var index: Int
    public var family: WidgetFamily
    public var column: Int
    public var row: Int
    public var width: Int
    public var height: Int

    public func contains(column c: Int, row r: Int) -> Bool {
        c >= column && c < column + width && r >= row && r < row + height
    }
}
