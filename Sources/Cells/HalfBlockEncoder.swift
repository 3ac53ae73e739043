import Raster

/// Turns pixels into half-block cells: pixel rows `2r` and `2r + 1` become cell row `r`, the
/// upper pixel as the cell's top (foreground) and the lower as its bottom (background).
/// Choosing `▀`, `▄` or a space is left to the writer, which knows the colours in effect.
///
/// The picture should be opaque by now; a translucent pixel is composited over `backdrop`,
/// and an odd last pixel row is paired with `backdrop` below it.
public struct HalfBlockEncoder: Sendable {
    public var backdrop: RGB24

    public init(backdrop: RGB24 = .black) {
        self.backdrop = backdrop
    }

    /// Cell rows needed for `pixelHeight` pixel rows.
    public static func rows(forPixelHeight pixelHeight: Int) -> Int { (pixelHeight + 1) / 2 }

    /// A grid of `buffer.width` × ⌈`buffer.height` / 2⌉ cells.
    public func encode(_ buffer: PixelBuffer) -> CellGrid {
        let width = buffer.width, height = buffer.height
        let rows = Self.rows(forPixelHeight: height)
        let backdrop = self.backdrop
        // Cells are built in place rather than filled with blanks and then overwritten.
        let cells = buffer.pixels.withUnsafeBufferPointer { pixels in
            [Cell](unsafeUninitializedCapacity: width * rows) { cells, initialized in
                for row in 0..<rows {
                    let upper = 2 * row * width
                    let lower = 2 * row + 1 < height ? upper + width : -1
                    for x in 0..<width {
                        let top = RGB24(pixels[upper + x], over: backdrop)
                        let bottom = lower >= 0 ? RGB24(pixels[lower + x], over: backdrop) : backdrop
                        (cells.baseAddress! + row * width + x).initialize(to: .pixels(top: top, bottom: bottom))
                    }
                }
                initialized = width * rows
            }
        }
        return CellGrid(width: width, height: rows, cells: cells)
    }

    /// Writes the cells of `buffer` into `grid` with the top-left cell at `origin`; cells
    /// falling outside the grid are dropped.
    public func encode(_ buffer: PixelBuffer, into grid: inout CellGrid, at origin: CellPosition) {
        let rows = Self.rows(forPixelHeight: buffer.height)
        let firstColumn = max(0, -origin.column), endColumn = min(buffer.width, grid.width - origin.column)
        let firstRow = max(0, -origin.row), endRow = min(rows, grid.height - origin.row)
        guard firstColumn < endColumn, firstRow < endRow else { return }
        let backdrop = self.backdrop
        let width = buffer.width, height = buffer.height, gridWidth = grid.width
        buffer.pixels.withUnsafeBufferPointer { pixels in
            grid.cells.withUnsafeMutableBufferPointer { cells in
                for row in firstRow..<endRow {
                    let upper = 2 * row * width
                    let lower = 2 * row + 1 < height ? upper + width : -1
                    let target = (origin.row + row) * gridWidth + origin.column
                    for x in firstColumn..<endColumn {
                        let top = RGB24(pixels[upper + x], over: backdrop)
                        let bottom = lower >= 0 ? RGB24(pixels[lower + x], over: backdrop) : backdrop
                        cells[target + x] = .pixels(top: top, bottom: bottom)
                    }
                }
            }
        }
    }
}
