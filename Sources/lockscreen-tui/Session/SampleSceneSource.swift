import Devices
import Foundation
import LockScreen
import PreviewSession
import ViewTree
import WidgetFormat

/// The live preview's scene until arrangements and themes load from files: the sample
/// widgets in the project's default places, on a midnight gradient.
struct SampleSceneSource: SceneSource {
    var folder: String

    static let midnight = Theme(name: "midnight", title: "Midnight",
                                wallpaper: .gradient(WallpaperGradient(stops: [RGBA(hex: 0x1B2A4A), RGBA(hex: 0x0A0F1E)])),
                                clockColor: RGBA(hex: 0xF2F2F7), accent: RGBA(hex: 0xFF9F0A))

    static let slots: [(String, WidgetFamily)] = [
        ("weather", .inline), ("activity-rings", .circular), ("battery", .circular), ("next-event", .rectangular),
    ]

    var themeNames: [String] { [] }

    func load(device: DeviceProfile, theme: String?) -> SceneLoad {
        var files: [String] = []
        var widgets: [SceneWidget] = []
        for (name, family) in Self.slots {
            let path = (folder as NSString).appendingPathComponent(name + ".yaml")
            files.append(path)
            let loaded = WidgetLoader.load(path: path)
            guard let widget = loaded.widget else {
                return SceneLoad(scene: nil, files: files, problem: loaded.renderedDiagnostics.joined(separator: "\n"))
            }
            widgets.append(SceneWidget(widget: widget, family: family, source: path))
        }
        return SceneLoad(scene: LockScreenScene(device: device, theme: Self.midnight, inline: widgets[0], bottom: Array(widgets.dropFirst())),
                         files: files)
    }

    func widgets(offering family: WidgetFamily) -> [WidgetChoice] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
        return names.compactMap { name in
            let path = (folder as NSString).appendingPathComponent(name)
            guard let widget = WidgetLoader.load(path: path).widget, widget.families.contains(family) else { return nil }
            return WidgetChoice(name: widget.name, path: path)
        }
    }
}
