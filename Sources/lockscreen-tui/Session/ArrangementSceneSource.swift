import Devices
import Foundation
import PreviewSession
import ViewTree
import WidgetFormat

/// The live preview's scene, read from files as `render --lockscreen` reads it
/// (`LockScreenInputs`): the arrangement, its widgets and the theme.
struct ArrangementSceneSource: SceneSource {
    /// The arrangement file; nil for the project's default arrangement.
    var arrangement: String?
    var resources: ProjectResources?

    var themeNames: [String] {
        resources.map { ThemeCatalog(folder: $0.themesFolder).names } ?? []
    }

    func load(device: DeviceProfile, theme: String?) -> SceneLoad {
        switch LockScreenInputs(arrangement: arrangement, theme: theme, device: device).load() {
        case .success(let loaded):
            return SceneLoad(scene: loaded.scene, files: loaded.files)
        case .failure(let failure):
            return SceneLoad(scene: nil, files: [], problem: failure.messages.joined(separator: "\n"))
        }
    }

    func readWidget(_ path: String) -> WidgetLoadResult {
        WidgetFiles.read(path)
    }

    /// The project's sample widgets (widget files and SwiftUI sources) that offer `family`.
    func widgets(offering family: WidgetFamily) -> [WidgetChoice] {
        guard let resources else { return [] }
        return WidgetFiles.expand([resources.samplesFolder]).compactMap { path in
            guard let widget = WidgetFiles.read(path).widget, widget.families.contains(family) else { return nil }
            return WidgetChoice(name: widget.name, path: path)
        }
    }
}
