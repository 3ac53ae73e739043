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

    /// The image as PNG bytes: 8-bit RGB when every pixel is opaque, else 8-bit RGBA with
    /// straight alpha; sRGB.
    public func encoded() throws -> Data {
        guard rgba.count == width * height * 4 else {
            throw WriteError(description: "\(rgba.count) bytes of pixels for \(width)×\(height) RGBA pixels")
        }
        let opaque = isOpaque, width = width
        return Data(try rgba.withUnsafeBytes { source in
            try Self.encode(width: width, height: height, channels: opaque ? 3 : 4) { y, row in
                let line = UnsafeRawBufferPointer(rebasing: source[y * width * 4..<(y + 1) * width * 4])
                guard opaque else { return row.copyMemory(from: line) }
                for x in 0..<width {
                    row[3 * x] = line[4 * x]
                    row[3 * x + 1] = line[4 * x + 1]
                    row[3 * x + 2] = line[4 * x + 2]
                }
            }
        })
    }

    /// A picture as PNG bytes, asked for one row at a time: `row(y, bytes)` fills row `y` with
    /// `width` pixels of `channels` bytes (3: RGB; 4: straight RGBA), so that no copy of the
    /// picture in this form is held whole (a device-sized Lock Screen is 9 MB of RGB). Written
    /// through libpng's row writer (`lt_png_write`) as its simplified writer writes with
    /// `PNG_IMAGE_FLAG_FAST`: 8-bit sRGB, no filters, zlib level 3.
    public static func encode(width: Int, height: Int, channels: Int,
                              row: (Int, UnsafeMutableRawBufferPointer) -> Void) throws -> [UInt8] {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
            throw WriteError(description: "\(width)×\(height) pixels is outside 1…\(maximumSide) per side")
        }
        guard channels == 3 || channels == 4 else {
            throw WriteError(description: "\(channels) bytes a pixel; a PNG is written from 3 (RGB) or 4 (RGBA)")
        }
        return try withoutActuallyEscaping(row) { row in
            var source = RowSource(fill: row, rowBytes: width * channels)
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: width * channels, alignment: 16)
            defer { buffer.deallocate() }
            var output = lt_png_output()
            let written = withUnsafeMutablePointer(to: &source) { context in
                lt_png_write(UInt32(width), UInt32(height), Int32(channels), buffer.baseAddress!.assumingMemoryBound(to: UInt8.self),
                             { context, y, target in
                                 let source = context!.assumingMemoryBound(to: RowSource.self)
                                 source.pointee.fill(Int(y), UnsafeMutableRawBufferPointer(start: target, count: source.pointee.rowBytes))
                             }, context, &output)
            }
            guard written != 0, let bytes = output.bytes else {
                let reason = withUnsafeBytes(of: &output.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                throw WriteError(description: "libpng cannot encode the picture: \(reason)")
            }
            defer { free(bytes) }
            return [UInt8](UnsafeBufferPointer(start: bytes, count: output.count))
        }
    }

    /// The row filler handed to libpng's writer, with the row's length.
    private struct RowSource {
        var fill: (Int, UnsafeMutableRawBufferPointer) -> Void
        var rowBytes: Int
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
}
