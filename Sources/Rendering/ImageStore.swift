import Foundation
import Images
import Raster

/// PNG files decoded once and kept as pixels, shared by every frame that shows them.
public final class ImageStore: @unchecked Sendable {
    private var images: [String: PixelBuffer?] = [:]
    private let lock = NSLock()

    public init() {}

    /// The image at `path`, or nil when it cannot be read as a PNG.
    public func image(at path: String) -> PixelBuffer? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = images[path] { return cached }
        let decoded = try? PNGImage.read(path: path)
        let buffer = decoded.map(Self.pixels(of:))
        images[path] = buffer
        return buffer
    }

    /// Straight-alpha RGBA bytes as premultiplied pixels.
    public static func pixels(of image: PNGImage) -> PixelBuffer {
        var pixels = [PixelColor]()
        pixels.reserveCapacity(image.width * image.height)
        let bytes = image.rgba
        for index in stride(from: 0, to: bytes.count, by: 4) {
            pixels.append(PixelColor(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2], alpha: bytes[index + 3]))
        }
        return PixelBuffer(width: image.width, height: image.height, pixels: pixels)
    }
}
