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
    /// picture in this form is held whole (a device-sized Lock Screen is 9 MB of RGB). 8-bit sRGB,
    /// no filters, zlib level 3, as libpng's simplified writer writes with `PNG_IMAGE_FLAG_FAST`.
    /// A large picture's rows are compressed in parts on every core at once (`lt_png_deflate_rows`,
    /// as pigz does: compressing was a third of a Lock Screen PNG's time), so `row` is called
    /// from several threads at once, each time for another row; it must only read what it shares.
    public static func encode(width: Int, height: Int, channels: Int,
                              row: (Int, UnsafeMutableRawBufferPointer) -> Void) throws -> [UInt8] {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
            throw WriteError(description: "\(width)×\(height) pixels is outside 1…\(maximumSide) per side")
        }
        guard channels == 3 || channels == 4 else {
            throw WriteError(description: "\(channels) bytes a pixel; a PNG is written from 3 (RGB) or 4 (RGBA)")
        }
        let rowBytes = width * channels
        // Parts of at least `pixelsPerPart` pixels, four for each core at most: rows of content
        // compress slower than rows of wallpaper, and parts of unequal cost even out across the
        // cores when each core takes the next part as it finishes one.
        let parts = max(1, min(width * height / pixelsPerPart, 4 * ProcessInfo.processInfo.activeProcessorCount, height))
        let rows = (0..<parts).map { ($0 * height / parts)..<(($0 + 1) * height / parts) }
        let outputs = UnsafeMutablePointer<lt_png_output>.allocate(capacity: parts)
        outputs.initialize(repeating: lt_png_output(), count: parts)
        let adlers = UnsafeMutablePointer<UInt>.allocate(capacity: parts)
        adlers.initialize(repeating: 0, count: parts)
        defer {
            for part in 0..<parts { free(outputs[part].bytes) }
            outputs.deallocate()
            adlers.deallocate()
        }
        let succeeded = UnsafeMutablePointer<Int32>.allocate(capacity: parts)
        succeeded.initialize(repeating: 0, count: parts)
        defer { succeeded.deallocate() }
        withoutActuallyEscaping(row) { row in
            let shared = RowSource(fill: row, rowBytes: rowBytes, outputs: outputs, adlers: adlers, succeeded: succeeded)
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                shared.deflate(part: part, rows: rows[part], last: part == parts - 1)
            }
        }
        let compressed = (0..<parts).allSatisfy { succeeded[$0] != 0 }
        guard compressed else {
            let reason = (0..<parts).lazy.map { Self.message(outputs[$0].message) }.first { !$0.isEmpty } ?? "unknown"
            throw WriteError(description: "zlib cannot compress the picture: \(reason)")
        }
        let rawLengths = rows.map { $0.count * (rowBytes + 1) }
        let partPointers: [UnsafeMutablePointer<lt_png_output>?] = (0..<parts).map { outputs + $0 }
        var output = lt_png_output()
        let written = partPointers.withUnsafeBufferPointer { partPointers in
            lt_png_write_deflated(UInt32(width), UInt32(height), Int32(channels), partPointers.baseAddress, adlers, rawLengths,
                                  Int32(parts), &output)
        }
        guard written != 0, let bytes = output.bytes else {
            throw WriteError(description: "libpng cannot encode the picture: \(Self.message(output.message))")
        }
        defer { free(bytes) }
        return [UInt8](UnsafeBufferPointer(start: bytes, count: output.count))
    }

    /// The fewest pixels of a part compressed apart: a part costs a thread's hand-over and a few
    /// bytes of compression (its window starts empty), worth it from about this size on (as
    /// `ParallelLines.smallestShared`).
    public static let pixelsPerPart = 65_536

    /// A C string in a fixed array, as Swift text.
    private static func message<Tuple>(_ tuple: Tuple) -> String {
        withUnsafeBytes(of: tuple) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// The row filler and where each part's compressed bytes, checksum and success go, shared by
    /// the parts compressed at once: each part writes only its own, and the filler only reads
    /// the picture.
    private struct RowSource: @unchecked Sendable {
        var fill: (Int, UnsafeMutableRawBufferPointer) -> Void
        var rowBytes: Int
        var outputs: UnsafeMutablePointer<lt_png_output>
        var adlers: UnsafeMutablePointer<UInt>
        var succeeded: UnsafeMutablePointer<Int32>

        /// Compresses `rows` as part `part` of the image data.
        func deflate(part: Int, rows: Range<Int>, last: Bool) {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: rowBytes + 1, alignment: 16)
            defer { buffer.deallocate() }
            var source = self
            succeeded[part] = withUnsafeMutablePointer(to: &source) { context in
                lt_png_deflate_rows(UInt32(rowBytes), UInt32(rows.lowerBound), UInt32(rows.count), last ? 1 : 0,
                                    buffer.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                    { context, y, target in
                                        let source = context!.assumingMemoryBound(to: RowSource.self)
                                        source.pointee.fill(Int(y), UnsafeMutableRawBufferPointer(start: target, count: source.pointee.rowBytes))
                                    }, context, outputs + part, adlers + part)
            }
        }
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
