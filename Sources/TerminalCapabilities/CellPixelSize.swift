import Glibc

/// The size of one character cell in pixels, which pictures sent as pixels are scaled to.
public struct CellPixelSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    /// Nil unless both sides are positive.
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0 else { return nil }
        self.width = width
        self.height = height
    }

    /// "8×17 px".
    public var description: String { "\(width)×\(height) px" }

    /// The window's pixel size over its cells, from `TIOCGWINSZ`; nil when the terminal leaves
    /// the pixel fields 0 (many do, and so do ssh and some multiplexers).
    public static func fromWindowSize(of tty: Int32) -> Detected<CellPixelSize>? {
        var size = winsize()
        guard ioctl(tty, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
              let cell = CellPixelSize(width: Int(size.ws_xpixel) / Int(size.ws_col),
                                       height: Int(size.ws_ypixel) / Int(size.ws_row)) else { return nil }
        return Detected(cell, because: "the window is \(size.ws_xpixel)×\(size.ws_ypixel) px over \(size.ws_col)×\(size.ws_row) cells")
    }
}
