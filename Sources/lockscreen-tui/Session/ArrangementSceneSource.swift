import Devices
import Foundation
import Localization
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

    func load(device: DeviceProfile?, theme: String?, locale: PreviewLocale?) -> SceneLoad {
        switch LockScreenInputs(arrangement: arrangement, theme: theme, device: device, locale: locale).load() {
        case .success(let loaded):
            return SceneLoad(scene: loaded.scene, files: loaded.files, problems: loaded.warnings, ios: loaded.ios, clock: loaded.clock)
        case .failure(let failure):
            return SceneLoad(scene: nil, files: [], problems: failure.messages)
        }
    }

    func readWidget(_ path: String) -> WidgetLoadResult {
        WidgetFiles.read(path)
    }

    /// The widgets that offer `family`: the arrangement's folder's, the current folder's, then the samples.
    func widgets(offering family: WidgetFamily) -> [WidgetChoice] {
        let own = arrangement.map { ($0 as NSString).deletingLastPathComponent }.map { $0.isEmpty ? "." : $0 }
        let folders = [own, FileManager.default.currentDirectoryPath, resources?.samplesFolder].compactMap { $0 }
        return WidgetChoices.offering(family, folders: folders)
    }
}
