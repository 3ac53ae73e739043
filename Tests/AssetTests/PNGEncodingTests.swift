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

    /// The row writer asks for each row once, top to bottom, into one row's room, and writes
    /// what libpng's simplified writer wrote for the same picture (8-bit sRGB, no filters).
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
}
