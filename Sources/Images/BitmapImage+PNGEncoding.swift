import CLibPNG
import Foundation

extension BitmapImage {
    /// Why a PNG could not be made or written.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// True when every pixel is fully opaque: the PNG is then written without an alpha channel.
    public var isOpaque: Bool {
        stride(from: 3, to: rgba.count, by: 4).allSatisfy { rgba[$0] == 255 }
    }

    /// The image as PNG bytes, through libpng's simplified `png_image_write_to_memory`: 8-bit
    /// RGB when every pixel is opaque, else 8-bit RGBA with straight alpha; sRGB.
    public func encoded() throws -> Data {
        guard rgba.count == width * height * 4 else {
            throw WriteError(description: "\(rgba.count) bytes of pixels for \(width)×\(height) RGBA pixels")
        }
        let opaque = isOpaque
        let pixels = opaque ? Self.droppingAlpha(rgba) : rgba
        return Data(try pixels.withUnsafeBytes { try Self.encode(width: width, height: height, channels: opaque ? 3 : 4, rows: $0) })
    }

    /// `rows` (`width × height` pixels of `channels` bytes, 3 for RGB or 4 for straight RGBA,
    /// top to bottom) as PNG bytes, through libpng's simplified `png_image_write_to_memory`.
    public static func encode(width: Int, height: Int, channels: Int, rows: UnsafeRawBufferPointer) throws -> [UInt8] {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
            throw WriteError(description: "\(width)×\(height) pixels is outside 1…\(maximumSide) per side")
        }
        guard channels == 3 || channels == 4, rows.count == width * height * channels, let source = rows.baseAddress else {
            throw WriteError(description: "\(rows.count) bytes of pixels for \(width)×\(height) pixels of \(channels) bytes")
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = channels == 3 ? UInt32(PNG_FORMAT_FLAG_COLOR) : UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        let stride = Int32(width * channels)
        defer { png_image_free(&image) }
        // Written once into room for the worst case (libpng's PNG_IMAGE_PNG_SIZE_MAX, which Swift
        // cannot import): asking for the size first compresses the picture twice. The room is
        // left uninitialised, so only the pages the PNG fills are ever touched.
        func attempt(capacity: Int) -> (bytes: [UInt8], needed: Int) {
            var needed = 0
            let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { target, written in
                var size = png_alloc_size_t(capacity)
                let ok = png_image_write_to_memory(&image, target.baseAddress, &size, 0, source, stride, nil) != 0
                needed = Int(size)
                written = ok && size > 0 && needed <= capacity ? needed : 0
            }
            return (bytes, needed)
        }
        var result = attempt(capacity: largestEncoding(width: width, height: height, channels: channels))
        if result.bytes.isEmpty, result.needed > largestEncoding(width: width, height: height, channels: channels) {
            // libpng says how much it needs when the room was short; not expected with zlib itself.
            png_image_free(&image)
            result = attempt(capacity: result.needed)
        }
        guard !result.bytes.isEmpty else {
            throw WriteError(description: "libpng cannot encode the picture: \(message(of: image))")
        }
        return result.bytes
    }

    /// The most bytes a PNG of this image can take, as libpng's `PNG_IMAGE_PNG_SIZE_MAX` counts:
    /// the rows with their filter bytes, zlib's bound for them, the IDAT chunk headers every
    /// 8 KB, and the signature and fixed chunks.
    static func largestEncoding(width: Int, height: Int, channels: Int) -> Int {
        let rows = (width * channels + 1) * height
        let compressed = rows + (rows + 7) >> 3 + (rows + 63) >> 6 + 11
        return 8 + 25 + 16 + 44 + 12 + 12 + 12 * (compressed / 8192) + compressed
    }

    /// Encodes the image and writes it to `path`, replacing any file there whole (a new file
    /// renamed over it), so that a reader never sees half a PNG.
    public func write(toFile path: String) throws {
        let data = try encoded()
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw WriteError(description: "cannot write '\(path)': \(error.localizedDescription)")
        }
    }

    static func droppingAlpha(_ rgba: [UInt8]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: rgba.count / 4 * 3) { target, written in
            rgba.withUnsafeBufferPointer { source in
                for pixel in 0..<source.count / 4 {
                    target[3 * pixel] = source[4 * pixel]
                    target[3 * pixel + 1] = source[4 * pixel + 1]
                    target[3 * pixel + 2] = source[4 * pixel + 2]
                }
            }
            written = rgba.count / 4 * 3
        }
    }
}
