import CLibPNG
import Foundation

extension PNGImage {
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
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw WriteError(description: "\(width)×\(height) pixels is outside 1…\(Self.maximumSide) per side")
        }
        guard rgba.count == width * height * 4 else {
            throw WriteError(description: "\(rgba.count) bytes of pixels for \(width)×\(height) RGBA pixels")
        }
        let opaque = isOpaque
        let channels = opaque ? 3 : 4
        let pixels = opaque ? Self.droppingAlpha(rgba) : rgba
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = opaque ? UInt32(PNG_FORMAT_FLAG_COLOR) : UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        let stride = Int32(width * channels)
        return try pixels.withUnsafeBytes { source in
            // Written once into room for the worst case (libpng's PNG_IMAGE_PNG_SIZE_MAX, which
            // Swift cannot import): asking for the size first compresses the picture twice.
            var capacity = Self.largestEncoding(width: width, height: height, channels: channels)
            var data = Data(count: capacity)
            var size = png_alloc_size_t(capacity)
            var written = data.withUnsafeMutableBytes { target in
                png_image_write_to_memory(&image, target.baseAddress, &size, 0, source.baseAddress, stride, nil)
            }
            if written == 0, size > capacity {
                // libpng says how much it needs when the room was short; not expected with zlib itself.
                png_image_free(&image)
                capacity = Int(size)
                data = Data(count: capacity)
                written = data.withUnsafeMutableBytes { target in
                    png_image_write_to_memory(&image, target.baseAddress, &size, 0, source.baseAddress, stride, nil)
                }
            }
            defer { png_image_free(&image) }
            guard written != 0, size > 0 else {
                throw WriteError(description: "libpng cannot encode the picture: \(Self.message(of: image))")
            }
            data.count = Int(size)
            return data
        }
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
        var rgb = [UInt8](repeating: 0, count: rgba.count / 4 * 3)
        rgba.withUnsafeBufferPointer { source in
            rgb.withUnsafeMutableBufferPointer { target in
                for pixel in 0..<source.count / 4 {
                    target[3 * pixel] = source[4 * pixel]
                    target[3 * pixel + 1] = source[4 * pixel + 1]
                    target[3 * pixel + 2] = source[4 * pixel + 2]
                }
            }
        }
        return rgb
    }
}
