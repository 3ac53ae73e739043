import Foundation
import Images
import Testing

/// PNG decoding through libpng.
@Suite struct PNGDecodingTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func readsTheSampleAlbumArt() throws {
        let image = try BitmapImage.read(path: Self.repository.appendingPathComponent("sample-widgets/album-art.png").path)
        #expect(image.width == 24 && image.height == 24)
        #expect(image.rgba.count == 24 * 24 * 4)
        #expect(Set(stride(from: 0, to: image.rgba.count, by: 4).map { image.rgba[$0] }).count > 4, "a picture, not a flat fill")
    }

    @Test func rejectsBytesThatAreNotPNG() {
        #expect(throws: BitmapImage.ReadError.self) { try BitmapImage.decode(Data("not a png at all".utf8)) }
    }

    @Test func rejectsATruncatedPNG() throws {
        let data = try Data(contentsOf: Self.repository.appendingPathComponent("sample-widgets/album-art.png"))
        #expect(throws: BitmapImage.ReadError.self) { try BitmapImage.decode(data.prefix(60)) }
    }
}
