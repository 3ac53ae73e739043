import Cells
import LockScreen

/// The mark of the selected slot: a one-pixel ring in the highlight colour just outside the
/// slot's cells, as Xcode outlines the selected preview. It is drawn into the frame only, so
/// screenshots and `render` never show it.
enum SelectionOutline {
    static let color = RGB24(hex: 0x0A84FF)

    /// Draws the ring around `slot` into the first `pictureRows` rows of `grid`.
    static func draw(around slot: SlotCells, into grid: inout CellGrid, pictureRows: Int) {
        let top = 2 * slot.row - 1, bottom = 2 * (slot.row + slot.height)
        let left = slot.column - 1, right = slot.column + slot.width
        for x in left...right {
            setPixel(x: x, y: top, in: &grid, pictureRows: pictureRows)
            setPixel(x: x, y: bottom, in: &grid, pictureRows: pictureRows)
        }
        for y in top...bottom {
            setPixel(x: left, y: y, in: &grid, pictureRows: pictureRows)
            setPixel(x: right, y: y, in: &grid, pictureRows: pictureRows)
        }
    }

    /// Colours one half-block pixel; a character cell takes the colour as its background.
    static func setPixel(x: Int, y: Int, in grid: inout CellGrid, pictureRows: Int) {
        let row = y >= 0 ? y / 2 : -1
        guard x >= 0, x < grid.width, row >= 0, row < min(pictureRows, grid.height) else { return }
        var cell = grid[x, row]
        switch cell.glyph {
        case .pixels:
            if y % 2 == 0 { cell.foreground = .rgb(color) } else { cell.background = .rgb(color) }
        case .character, .continuation:
            cell.background = .rgb(color)
        }
        grid[x, row] = cell
    }
}
