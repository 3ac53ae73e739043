import Foundation
import Images
import LockScreen
import PreviewSession
import Testing

/// `e` and `--export`: the ANSI screenshot and the PNG at the device's own pixels beside it.
@Suite struct ScreenshotExportTests {
    static func freshFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("export-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func anAnsiExportHasThePNGOfTheSameStemBesideIt() throws {
        let folder = try Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("shot.ans")
        let session = SessionFixtures.session(screen: RecordingScreen(), export: file)
        session.start()
        session.finishExports()
        #expect(session.state.message?.isError == false, "\(session.state.message?.text ?? "")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["shot.ans", "shot.png"])
        let png = try BitmapImage.read(path: folder.appendingPathComponent("shot.png").path)
        let device = try #require(session.scene?.device)
        #expect(png.width == device.screenPixels.width && png.height == device.screenPixels.height)
    }

    @Test func aPNGExportWritesOnlyThePNGAtTheDevicesPixels() throws {
        let folder = try Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("shot.png")
        let session = SessionFixtures.session(screen: RecordingScreen(), export: file)
        session.start()
        #expect(session.state.message?.text == "exporting \(file.path)…")
        session.finishExports()
        #expect(session.state.message?.text == "exported \(file.path)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["shot.png"])
        let png = try BitmapImage.read(path: file.path)
        #expect(png.width == 1179 && png.height == 2556, "the 15 Pro at @3x")
        // The picture is the Lock Screen, not a flat fill: the clock's light ink over a darker wallpaper.
        let greys = stride(from: 0, to: png.rgba.count, by: 4 * 97).map { (index: Int) -> Int in
            let red = Int(png.rgba[index]), green = Int(png.rgba[index + 1]), blue = Int(png.rgba[index + 2])
            return red + green + blue
        }
        #expect((greys.max() ?? 0) - (greys.min() ?? 0) > 300)
    }

    @Test func anExportIntoAMissingFolderNamesThePath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-folder-\(UUID().uuidString)")
        let file = folder.appendingPathComponent("shot.ans")
        let session = SessionFixtures.session(screen: RecordingScreen(), export: file)
        session.start()
        let message = try #require(session.state.message)
        #expect(message.isError)
        #expect(message.text.contains("the folder '\(folder.path)' does not exist"), "\(message.text)")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
