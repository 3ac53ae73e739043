import Cells
import Devices
import Foundation
import Localization
import LockScreen
import PreviewSession
import TerminalGraphics
import TerminalScreen
import ViewTree
import WidgetFormat

/// A screen that records frames (and the pictures shown over them, when it takes pictures)
/// and replays queued input.
final class RecordingScreen: SessionScreen {
    var size: (columns: Int, rows: Int)
    var frames: [CellGrid] = []
    var inputs: [TerminalInput] = []
    let pictures: TerminalPicture?
    var shownPictures: [ScreenPicture?] = []

    init(columns: Int = 120, rows: Int = 40, pictures: TerminalPicture? = nil) {
        size = (columns, rows)
        self.pictures = pictures
    }

    func draw(_ grid: CellGrid) { frames.append(grid) }

    func show(_ picture: ScreenPicture?) { shownPictures.append(picture) }

    func read(waiting milliseconds: Int32) -> TerminalInput? {
        inputs.isEmpty ? nil : inputs.removeFirst()
    }
}

/// A scene of widget files in one folder: an inline, two circulars and a rectangular, on a
/// fixed gradient, with two themes to go through.
struct FolderSceneSource: SceneSource {
    var folder: URL
    var slots: [(String, WidgetFamily)] = [("weather", .inline), ("activity-rings", .circular), ("battery", .circular),
                                          ("next-event", .rectangular)]

    static let themes: [String: Theme] = [
        "midnight": Theme(name: "midnight", title: "Midnight",
                          wallpaper: .gradient(WallpaperGradient(stops: [RGBA(hex: 0x1B2A4A), RGBA(hex: 0x0A0F1E)])),
                          clockColor: RGBA(hex: 0xF2F2F7), accent: RGBA(hex: 0xFF9F0A)),
        "sunset": Theme(name: "sunset", title: "Sunset",
                        wallpaper: .gradient(WallpaperGradient(stops: [RGBA(hex: 0xFF7E5F), RGBA(hex: 0x2B1055)])),
                        clockColor: RGBA(hex: 0xFFFFFF), accent: RGBA(hex: 0x30D158)),
    ]

    var themeNames: [String] { ["midnight", "sunset"] }

    func load(device: DeviceProfile?, theme: String?, locale: PreviewLocale?) -> SceneLoad {
        var files: [String] = []
        var widgets: [SceneWidget] = []
        for (name, family) in slots {
            let path = folder.appendingPathComponent(name + ".yaml").path
            files.append(path)
            let loaded = WidgetLoader.load(path: path)
            guard let widget = loaded.widget else {
                return SceneLoad(scene: nil, files: [], problems: loaded.renderedDiagnostics)
            }
            widgets.append(SceneWidget(widget: widget, family: family, source: path))
        }
        let scene = LockScreenScene(device: device ?? DeviceCatalog.defaultDevice, theme: Self.themes[theme ?? "midnight"]!, inline: widgets[0],
                                    bottom: Array(widgets.dropFirst()))
        return SceneLoad(scene: scene, files: files)
    }

    func readWidget(_ path: String) -> WidgetLoadResult {
        WidgetLoader.load(path: path)
    }

    func widgets(offering family: WidgetFamily) -> [WidgetChoice] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
        return names.compactMap { name in
            let path = folder.appendingPathComponent(name).path
            guard let widget = WidgetLoader.load(path: path).widget, widget.families.contains(family) else { return nil }
            return WidgetChoice(name: widget.name, path: path)
        }
    }
}

enum SessionFixtures {
    static let project = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let samples = project.appendingPathComponent("sample-widgets")
    /// 9:41 on Monday, June 8, 2026, UTC.
    static let previewTime = Date(timeIntervalSince1970: 1_780_911_660)
    static let utc = TimeZone(identifier: "UTC")!

    /// A copy of the samples the test may edit.
    static func scratchSamples() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("session-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: samples.path) {
            try FileManager.default.copyItem(at: samples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    static func session(screen: RecordingScreen, folder: URL = samples, state: SessionState = SessionState(),
                        export: URL? = nil) -> PreviewSession {
        let settings = SessionSettings(now: previewTime, timeZone: utc,
                                       exportDirectory: FileManager.default.temporaryDirectory, exportFile: export, exportDepth: .trueColor)
        return PreviewSession(state: state, source: FolderSceneSource(folder: folder), screen: screen, settings: settings)
    }
}
