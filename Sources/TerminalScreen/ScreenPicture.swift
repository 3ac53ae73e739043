import Raster

/// A picture the screen shows as real pixels, its top-left corner at a cell.
public struct ScreenPicture: Sendable, Equatable {
    public var pixels: PixelBuffer
    public var column: Int
    public var row: Int

    public init(pixels: PixelBuffer, column: Int, row: Int) {
        self.pixels = pixels
        self.column = column
        self.row = row
    }
}
