import CLibPNG
import Foundation
import Images
import Testing

/// PNG encoding through libpng: what is written reads back the same.
@Suite struct PNGEncodingTests {
    /// A picture with every kind of pixel: a colour ramp, and alpha from clear to opaque.
    static func sample(width: Int, height: Int, opaque: Bool) -> BitmapImage {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                bytes += [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), UInt8((x * 7 + y * 13) % 256),
                          opaque ? 255 : UInt8((x + y) * 255 / max(width + height - 2, 1))]
            }
        }
        return BitmapImage(width: width, height: height, rgba: bytes)
    }

    @Test func aTranslucentPictureRoundTripsExactly() throws {
        let image = Self.sample(width: 37, height: 23, opaque: false)
        let decoded = try BitmapImage.decode(try image.encoded())
        #expect(decoded.width == 37 && decoded.height == 23)
        #expect(decoded.rgba == image.rgba)
    }

    @Test func anOpaquePictureIsWrittenAsRGBAndRoundTripsExactly() throws {
        let image = Self.sample(width: 64, height: 9, opaque: true)
        let data = try image.encoded()
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature")
        #expect(data[25] == 2, "IHDR colour type 2: RGB, no alpha channel")
        #expect(try BitmapImage.decode(data).rgba == image.rgba)
    }

    @Test func aFileIsWrittenAndReadBack() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("png-encoding-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = Self.sample(width: 5, height: 5, opaque: false)
        try image.write(toFile: path)
        #expect(try BitmapImage.read(path: path).rgba == image.rgba)
    }

    @Test func impossiblePicturesAreRefusedWithAReason() {
        #expect(throws: BitmapImage.WriteError.self) { try BitmapImage(width: 0, height: 4, rgba: []).encoded() }
        #expect(throws: BitmapImage.WriteError.self) { try BitmapImage(width: 2, height: 2, rgba: [0, 0, 0]).encoded() }
        #expect(throws: BitmapImage.WriteError.self) { try BitmapImage(width: 1, height: 1, rgba: [1, 2, 3, 4]).write(toFile: "/no-such-folder-here/x.png") }
    }

    /// A small picture's rows are asked for once each, top to bottom, into one row's room, and
    /// written as libpng's simplified writer writes them (8-bit sRGB, no filters).
    @Test func rowsAreAskedForOneAtATimeInOrder() throws {
        let image = Self.sample(width: 12, height: 7, opaque: true)
        var asked: [Int] = []
        let bytes = try BitmapImage.encode(width: 12, height: 7, channels: 3) { y, row in
            asked.append(y)
            #expect(row.count == 12 * 3)
            for x in 0..<12 {
                for channel in 0..<3 { row[3 * x + channel] = image.rgba[(y * 12 + x) * 4 + channel] }
            }
        }
        #expect(asked == Array(0..<7))
        #expect(try BitmapImage.decode(Data(bytes)).rgba == image.rgba)
        let sRGB = Array("sRGB".utf8)
        #expect((0...(bytes.count - 4)).contains { Array(bytes[$0..<$0 + 4]) == sRGB }, "the sRGB chunk")
        #expect(throws: BitmapImage.WriteError.self) { try BitmapImage.encode(width: 2, height: 2, channels: 2) { _, _ in } }
    }

    /// A large picture's rows are compressed in parts at once, one per core: every row is still
    /// asked for exactly once, the image data is one zlib stream whose checksum zlib itself
    /// accepts (each row behind PNG's filter byte 0), and the picture reads back the same.
    @Test(arguments: [true, false])
    func aLargePictureCompressedInPartsIsOneValidStream(opaque: Bool) throws {
        let (width, height) = (401, 300)
        #expect(width * height >= BitmapImage.pixelsPerPart)
        let image = Self.sample(width: width, height: height, opaque: opaque)
        let channels = opaque ? 3 : 4
        let asked = Counts(rows: height)
        let bytes = try BitmapImage.encode(width: width, height: height, channels: channels) { y, row in
            asked.add(y)
            for x in 0..<width {
                for channel in 0..<channels { row[channels * x + channel] = image.rgba[(y * width + x) * 4 + channel] }
            }
        }
        #expect(asked.all == [Int](repeating: 1, count: height))
        #expect(try BitmapImage.decode(Data(bytes)).rgba == image.rgba)
        // The IDAT chunks' data, inflated by zlib (which checks the Adler-32 at the end).
        var data: [UInt8] = [], offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if Array(bytes[offset + 4..<offset + 8]) == Array("IDAT".utf8) { data += bytes[offset + 8..<offset + 8 + length] }
            offset += 12 + length
        }
        var raw = [UInt8](repeating: 0, count: height * (width * channels + 1))
        var rawLength = uLongf(raw.count)
        #expect(uncompress(&raw, &rawLength, data, uLong(data.count)) == Z_OK)
        #expect(Int(rawLength) == raw.count)
        #expect((0..<height).allSatisfy { raw[$0 * (width * channels + 1)] == 0 }, "filter byte 0 before every row")
    }

    /// How many times each row was asked for, from any thread.
    final class Counts: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int]

        init(rows: Int) { counts = [Int](repeating: 0, count: rows) }

        func add(_ row: Int) { lock.withLock { counts[row] += 1 } }

        var all: [Int] { lock.withLock { counts } }
    }
}

