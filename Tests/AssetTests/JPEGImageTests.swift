import Foundation
import Images
import Testing

/// JPEG decoding through libjpeg-turbo: photographs in asset catalogs and wallpapers.
@Suite struct JPEGImageTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The red and blue halves of a 16 × 8 baseline JPEG (quality 95), within JPEG's loss.
    @Test func readsABaselineColourJPEG() throws {
        let image = try BitmapImage.read(path: Self.fixtures.appendingPathComponent("red-blue.jpg").path)
        #expect(image.width == 16 && image.height == 8)
        func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<4).map { Int(image.rgba[(y * 16 + x) * 4 + $0]) } }
        func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 12 } }
        #expect(near(pixel(2, 4), [220, 30, 30, 255]), "\(pixel(2, 4))")
        #expect(near(pixel(13, 3), [30, 60, 220, 255]), "\(pixel(13, 3))")
    }

    @Test func readsAProgressiveGreyJPEG() throws {
        let image = try BitmapImage.read(path: Self.fixtures.appendingPathComponent("grey-progressive.jpg").path)
        #expect(image.width == 12 && image.height == 10)
        let top = Int(image.rgba[(1 * 12 + 5) * 4]), bottom = Int(image.rgba[(8 * 12 + 5) * 4])
        #expect(abs(top - 40) <= 12 && abs(bottom - 200) <= 12, "\(top) \(bottom)")
        #expect(image.rgba[(8 * 12 + 5) * 4] == image.rgba[(8 * 12 + 5) * 4 + 2], "grey stays grey")
    }

    @Test func aJPEGCutInsideItsHeaderIsAnError() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("red-blue.jpg"))
        #expect(throws: BitmapImage.ReadError.self) { try BitmapImage.decodeJPEG(data.prefix(40)) }
        #expect(throws: BitmapImage.ReadError.self) { try BitmapImage.decodeJPEG(Data([0xFF, 0xD8, 0xFF, 0xE0])) }
    }
}
