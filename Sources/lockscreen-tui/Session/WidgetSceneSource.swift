import Devices
import Foundation
import LockScreen
import PreviewSession
import ViewTree
import WidgetFormat

/// The live preview of one widget (`lockscreen-tui preview my-widget.yaml`): the widget put
/// in every slot its families fit (`WidgetShowcase`), on the chosen device and theme.
struct WidgetSceneSource: SceneSource {
    /// The widget file, SwiftUI source or widget extension folder.
    var widget: String
    var resources: ProjectResources?

    var themeNames: [String] {
        resources.map { ThemeCatalog(folder: $0.themesFolder).names } ?? []
    }

    func load(device: DeviceProfile?, theme: String?) -> SceneLoad {
        let read = WidgetFiles.read(widget)
        let files = [widget]
        guard let loaded = read.widget else {
            return SceneLoad(scene: nil, files: files, problems: read.renderedDiagnostics)
        }
        let themeResult = resources.map { ThemeCatalog(folder: $0.themesFolder).load(theme ?? ThemeCatalog.defaultName) }
            ?? ThemeLoader.load(path: theme ?? ThemeCatalog.defaultName)
        guard let loadedTheme = themeResult.theme else {
            return SceneLoad(scene: nil, files: files, problems: themeResult.renderedDiagnostics)
        }
        var watched = files + [themeResult.path]
        if case .image(let path) = loadedTheme.wallpaper { watched.append(path) }
        let showcase = WidgetShowcase(widget: loaded, source: widget)
        let scene = LockScreenScene(device: device ?? DeviceCatalog.defaultDevice, theme: loadedTheme,
                                    inline: showcase.inline, bottom: showcase.bottom)
        // Every family of the widget is in view, so every warning of its file and the theme's is listed on `!`.
        return SceneLoad(scene: scene, files: watched, problems: read.renderedDiagnostics + themeResult.renderedDiagnostics,
                         ios: loadedTheme.ios.flatMap(LockScreenProfile.init(rawValue:)))
    }

    func readWidget(_ path: String) -> WidgetLoadResult {
        WidgetFiles.read(path)
    }

    /// The widgets that offer `family`: the widget's folder's, the current folder's, then the samples.
    func widgets(offering family: WidgetFamily) -> [WidgetChoice] {
        let own = (widget as NSString).deletingLastPathComponent
        let folders = [own.isEmpty ? "." : own, FileManager.default.currentDirectoryPath, resources?.samplesFolder].compactMap { $0 }
        return WidgetChoices.offering(family, folders: folders)
    }
}
