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
}
