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
    /// opaque, else straight RGBA. Each row is made in the form written as libpng asks for it,
    /// without a copy of the whole picture first (a device-sized Lock Screen is 9 MB of RGB).
    public static func encoded(_ buffer: PixelBuffer) throws -> [UInt8] {
        let opaque = buffer.pixels.allSatisfy { $0.alpha == 255 }
        let width = buffer.width, channels = opaque ? 3 : 4
        return try buffer.pixels.withUnsafeBufferPointer { pixels in
            try encode(width: width, height: buffer.height, channels: channels) { y, row in
                for x in 0..<width {
                    let pixel = pixels[y * width + x]
                    // Premultiplied channels of an opaque pixel are its colour as it is.
                    let rgb = opaque ? (red: pixel.red, green: pixel.green, blue: pixel.blue) : pixel.straightRGB
                    row[channels * x] = rgb.red
                    row[channels * x + 1] = rgb.green
                    row[channels * x + 2] = rgb.blue
                    if !opaque { row[4 * x + 3] = pixel.alpha }
                }
            }
        }
    }
}
