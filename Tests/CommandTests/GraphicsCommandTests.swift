import Foundation
import Images
import Testing

/// `render --graphics`: a forced protocol writes the device's pixels wherever the output goes;
/// `auto` gives a pipe half blocks; a sheet comes in pixels fitted to the width.
@Suite struct GraphicsCommandTests {
    static let widget = ["render", "sample-widgets/weather.yaml", "--family", "circular", "--time", "9:41", "--date", "2026-06-08"]

    /// The PNG inside an iTerm2 inline image escape.
    static func inlineImage(_ text: String) throws -> BitmapImage {
        #expect(text.hasPrefix("\u{1B}]1337;File=inline=1;"), "not an iTerm2 image: \(text.prefix(40))")
        let payload = try #require(text.split(separator: ":", maxSplits: 1).last).prefix { $0 != "\u{07}" }
        return try BitmapImage.decode(try #require(Data(base64Encoded: String(payload))))
    }

    @Test func aForcedProtocolWritesTheDevicesPixelsEvenToAPipe() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graphics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("widget.png")
        let png = try CommandRunner.run(Self.widget + ["-o", file.path])
        #expect(png.status == 0, "\(png.stderr)")
        let output = try CommandRunner.run(Self.widget + ["--graphics", "iterm"])
        #expect(output.status == 0, "\(output.stderr)")
        let shown = try Self.inlineImage(output.stdout)
        let reference = try BitmapImage.read(path: file.path)
        #expect(shown.width == reference.width && shown.height == reference.height)
        #expect(shown.rgba == reference.rgba, "the picture sent is not the PNG's pixels")
    }

    @Test func autoGivesAPipeHalfBlocks() throws {
        // kitty's own variables, but the output is a pipe (and `swift test` may set NO_COLOR).
        let output = try CommandRunner.run(Self.widget + ["--graphics", "auto"],
                                           environment: ["KITTY_WINDOW_ID": "1", "TERM": "xterm-kitty", "NO_COLOR": ""])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("▀") || output.stdout.contains("▄"), "\(output.stdout.prefix(200).debugDescription)")
        #expect(!output.stdout.contains("\u{1B}_G") && !output.stdout.contains("\u{1B}]1337"))
    }

    @Test func aSheetInPixelsFitsTheWidth() throws {
        let output = try CommandRunner.run(Self.widget + ["--variants", "--graphics", "iterm", "--width", "120"])
        #expect(output.status == 0, "\(output.stderr)")
        let sheet = try Self.inlineImage(output.stdout)
        // 120 columns of the 10-pixel cells assumed when the terminal does not say; the sheet is
        // wider than that at the device's pixels (four 288-pixel pictures a row), so it fills them.
        #expect(sheet.width == 1200, "\(sheet.width)×\(sheet.height)")
        #expect(sheet.height > 400)
    }
}
