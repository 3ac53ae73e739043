import Images
import Raster
import Rendering
import TerminalCapabilities

/// A picture sent as real pixels: scaled down (never up) to fit an area of cells, then written
/// in the terminal's graphics protocol.
public struct TerminalPicture: Sendable {
    /// The cell size assumed when neither the window size nor the terminal says: 10 × 20
    /// pixels, the size of the cells in `render -o FILE.png`'s cell pictures, and no smaller than
    /// the cells of the 10-point fonts measured (xterm and kitty with DejaVu Sans Mono 10: 8 × 17),
    /// so that a picture fitted with it fits.
    public static let assumedCell = CellPixelSize(width: 10, height: 20)!

    /// The protocol written; `.blocks` is not a pixel protocol and writes nothing here.
    public var graphics: GraphicsProtocol
    /// The size of one cell in pixels, to fit the picture into cells.
    public var cell: CellPixelSize
    /// Wrap every escape for tmux's passthrough.
    public var throughTmux: Bool

    public init(graphics: GraphicsProtocol, cell: CellPixelSize, throughTmux: Bool = false) {
        self.graphics = graphics
        self.cell = cell
        self.throughTmux = throughTmux
    }

    /// Why a picture could not be written.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The pixel size `width` × `height` takes when fitted into `columns` × `rows` cells: its own
    /// size when it fits, else scaled down keeping its shape (at least one pixel a side).
    public func fittedSize(width: Int, height: Int, columns: Int, rows: Int) -> (width: Int, height: Int) {
        let roomWidth = max(columns, 1) * cell.width, roomHeight = max(rows, 1) * cell.height
        guard width > roomWidth || height > roomHeight else { return (width, height) }
        let factor = min(Double(roomWidth) / Double(width), Double(roomHeight) / Double(height))
        return (max(Int((Double(width) * factor).rounded(.down)), 1), max(Int((Double(height) * factor).rounded(.down)), 1))
    }

    /// The points per pixel at which a screen of `width` × `height` points fills `columns` ×
    /// `rows` cells, never finer than `finest` (the device's own pixels).
    public func pointsPerPixel(fittingWidth width: Double, height: Double, columns: Int, rows: Int, finest: Double) -> Double {
        max(finest, width / Double(max(columns, 1) * cell.width), height / Double(max(rows, 1) * cell.height))
    }

    /// The rows of cells a picture `height` pixels tall covers.
    public func rows(forHeight height: Int) -> Int {
        (height + cell.height - 1) / cell.height
    }

    /// `pixels` fitted into `columns` × `rows` cells and written at the cursor, followed by a
    /// line break so that what comes next starts below the picture.
    public func bytes(for pixels: PixelBuffer, columns: Int, rows: Int) throws -> [UInt8] {
        let size = fittedSize(width: pixels.width, height: pixels.height, columns: columns, rows: rows)
        let fitted = size == (pixels.width, pixels.height) ? pixels : pixels.resized(width: size.width, height: size.height)
        return try bytes(for: fitted) + [0x0A]
    }

    /// `pixels` at their own size, at the cursor; in kitty, with `id` to replace it later and
    /// the cursor left where it was (`cursorStays`).
    public func bytes(for pixels: PixelBuffer, id: UInt32? = nil, cursorStays: Bool = false) throws -> [UInt8] {
        switch graphics {
        case .kitty:
            return KittyGraphics(throughTmux: throughTmux).display(png: try png(pixels), id: id, cursorStays: cursorStays)
        case .iterm:
            return ITermInlineImage(throughTmux: throughTmux).display(png: try png(pixels), width: pixels.width, height: pixels.height)
        case .sixel:
            return try SixelImage(throughTmux: throughTmux).display(pixels)
        case .blocks:
            throw Failure(description: "half blocks are cells, not a pixel protocol")
        }
    }

    private func png(_ pixels: PixelBuffer) throws -> [UInt8] {
        do {
            return try BitmapImage.encoded(pixels)
        } catch let error as BitmapImage.WriteError {
            throw Failure(description: error.description)
        }
    }
}
