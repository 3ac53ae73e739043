/// Pixels a vector image was drawn into: 8-bit RGBA, premultiplied alpha, rows top to bottom.
public struct RasterizedImage: Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha (premultiplied).
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}
