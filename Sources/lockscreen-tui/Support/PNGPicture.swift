import Cells
import Foundation
import Images
import Raster
import Rendering
import TerminalCapabilities
import Writers

/// The PNG bytes `render` writes: pixels as they are (the device's own pixels), or cells as a
/// terminal shows them (`CellGridPainter`, 10×20 pixels per cell).
enum PNGPicture {
    /// Why no PNG was made.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// `pixels` encoded as PNG through libpng.
    static func bytes(of pixels: PixelBuffer) throws -> [UInt8] {
        try checkSize(width: pixels.width, height: pixels.height, detail: "")
        do {
            return try BitmapImage.encoded(pixels)
        } catch let error as BitmapImage.WriteError {
            throw Problem(description: error.description)
        }
    }

    /// The cells as a terminal shows them. With `--color` given, the cells first go through that
    /// depth's writer and are read back as the terminal would read them (256 colours dithered,
    /// none as plain characters); without it, in the cells' own 24-bit colours.
    static func bytes(ofCells grid: CellGrid, depth: ColorDepth?) throws -> [UInt8] {
        let painter = CellGridPainter()
        let size = painter.pictureSize(columns: grid.width, rows: grid.height)
        try checkSize(width: size.width, height: size.height,
                      detail: " (\(grid.width)×\(grid.height) cells of \(painter.cellWidth)×\(painter.cellHeight)): ask for fewer columns or rows")
        let shown: CellGrid
        switch depth {
        case nil, .trueColor?: shown = grid
        case let depth?: shown = AnsiParser.parse(AnsiWriter(depth: depth).write(grid), width: grid.width)
        }
        return try bytes(of: painter.paint(shown))
    }

    /// Refuses pictures a PNG here cannot hold, before any memory is spent on them.
    static func checkSize(width: Int, height: Int, detail: String) throws {
        guard width >= 1, height >= 1, width <= BitmapImage.maximumSide, height <= BitmapImage.maximumSide else {
            throw Problem(description: "the picture would be \(width)×\(height) pixels\(detail); a PNG is written up to \(BitmapImage.maximumSide) pixels per side")
        }
    }
}
