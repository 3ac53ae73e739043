import Foundation
import Images
import Testing

/// `render --variants -o sheet.png` without a cell size: the pictures at the device's own
/// pixels, captioned; with `--width`, the terminal's cells.
@Suite struct PixelSheetCommandTests {
    static let moment = ["--time", "9:41", "--date", "2026-06-08"]

    @Test func aVariantsSheetPNGHoldsEachPictureAtTheDevicesPixels() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixel-sheet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("sheet.png")
        let output = try CommandRunner.run(["render", "sample-widgets/heart-rate.yaml", "--family", "circular", "--variants",
                                            "-o", file.path] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        let sheet = try BitmapImage.read(path: file.path)
        // Four variants a row of 72 pt slots with 12 pt margins at @3x: each picture 288 px wide.
        #expect(sheet.width >= 4 * 288 && sheet.height >= 3 * 288, "\(sheet.width)×\(sheet.height)")
        let cells = folder.appendingPathComponent("cells.png")
        let terminal = try CommandRunner.run(["render", "sample-widgets/heart-rate.yaml", "--family", "circular", "--variants",
                                              "--width", "100", "-o", cells.path] + Self.moment)
        #expect(terminal.status == 0, "\(terminal.stderr)")
        let painted = try BitmapImage.read(path: cells.path)
        #expect(painted.width <= 100 * 10 && painted.width % 10 == 0 && painted.height % 20 == 0,
                "with --width the PNG is the terminal's 10×20 cells: \(painted.width)×\(painted.height)")
    }
}
