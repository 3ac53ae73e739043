import Images
import Raster

extension PNGImage {
    /// Premultiplied pixels as straight-alpha RGBA bytes, ready to encode: the reverse of
    /// `ImageStore.pixels(of:)`.
    public init(_ buffer: PixelBuffer) {
        var bytes = [UInt8](repeating: 0, count: buffer.width * buffer.height * 4)
        bytes.withUnsafeMutableBufferPointer { target in
            for (index, pixel) in buffer.pixels.enumerated() {
                let straight = pixel.straightRGB
                target[4 * index] = straight.red
                target[4 * index + 1] = straight.green
                target[4 * index + 2] = straight.blue
                target[4 * index + 3] = pixel.alpha
            }
        }
        self.init(width: buffer.width, height: buffer.height, rgba: bytes)
    }
}
