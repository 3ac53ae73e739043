import Images
import Raster

extension BitmapImage {
    /// Premultiplied pixels as straight-alpha RGBA bytes, ready to encode: the reverse of
    /// `ImageStore.pixels(of:)`.
    public init(_ buffer: PixelBuffer) {
        let bytes = [UInt8](unsafeUninitializedCapacity: buffer.pixels.count * 4) { target, written in
            for (index, pixel) in buffer.pixels.enumerated() {
                let straight = pixel.straightRGB
                target[4 * index] = straight.red
                target[4 * index + 1] = straight.green
                target[4 * index + 2] = straight.blue
                target[4 * index + 3] = pixel.alpha
            }
            written = buffer.pixels.count * 4
        }
        self.init(width: buffer.width, height: buffer.height, rgba: bytes)
    }

    /// `buffer` as PNG bytes, the same as `BitmapImage(buffer).encoded()`: RGB when every pixel is
    /// opaque, else straight RGBA. The rows are made in the form written, without the RGBA copy
    /// first (a device-sized Lock Screen is 14 MB a copy).
    public static func encoded(_ buffer: PixelBuffer) throws -> [UInt8] {
        let opaque = buffer.pixels.allSatisfy { $0.alpha == 255 }
        guard !opaque else {
            return try buffer.rgbOverBlack().withUnsafeBytes { try encode(width: buffer.width, height: buffer.height, channels: 3, rows: $0) }
        }
        return try BitmapImage(buffer).rgba.withUnsafeBytes { try encode(width: buffer.width, height: buffer.height, channels: 4, rows: $0) }
    }
}
