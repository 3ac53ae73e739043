import Devices
import Foundation
import Localization
import LockScreen
import PreviewSession
import Rendering
import ViewTree
import WidgetFormat

/// The live preview of one widget (`lockscreen-tui preview my-widget.yaml`): the widget put
/// in every slot its families fit (`WidgetShowcase`), on the chosen device and theme.
struct WidgetSceneSource: SceneSource {
    /// The widget file, SwiftUI source or widget extension folder.
    var widget: String
    /// Which widget of a folder or file that declares several (`--widget`); nil for the first.
    var widgetName: String?
    var resources: ProjectResources?

    var themeNames: [String] {
        resources.map { ThemeCatalog(folder: $0.themesFolder).names } ?? []
    }

    func load(device: DeviceProfile?, theme: String?, locale: PreviewLocale?) -> SceneLoad {
        let read = WidgetFiles.read(widget, locale: locale ?? PreviewLocale.fromEnvironment(), requested: widgetName)
        // Every file the widget was read from, and their folders: a save beside the file named
        // (another source of the extension, its entries or strings) is seen too.
        let files = [widget] + read.inputs.filter { $0 != widget }
        guard read.widget != nil else {
            return SceneLoad(scene: nil, files: files, problems: read.renderedDiagnostics)
        }
        // The named widget, else the first; of a folder with an iOS and a watchOS target, the iPhone's.
        guard let index = PreviewedWidget.widgetIndex(in: read, named: widgetName) else {
            let names = read.widgets.map { "'\($0.name)'" }.joined(separator: ", ")
            return SceneLoad(scene: nil, files: files,
                             problems: ["\(widget): error: --widget \(widgetName ?? ""): no widget of that name; it has \(names)"] + read.renderedDiagnostics)
        }
        let loaded = read.widgets[index]
        let themeResult = resources.map { ThemeCatalog(folder: $0.themesFolder).load(theme ?? ThemeCatalog.defaultName) }
            ?? ThemeLoader.load(path: theme ?? ThemeCatalog.defaultName)
        guard let loadedTheme = themeResult.theme else {
            return SceneLoad(scene: nil, files: files, problems: themeResult.renderedDiagnostics)
        }
        var watched = files + [themeResult.path]
        if case .image(let path) = loadedTheme.wallpaper { watched.append(path) }
        let showcase = WidgetShowcase(widget: loaded, source: widget)
        var scene = LockScreenScene(device: device ?? DeviceCatalog.defaultDevice, theme: loadedTheme,
                                    inline: showcase.inline, bottom: showcase.bottom)
        scene.corners = CornerControl.corners(showing: read.controls, from: widget)
        // A Live Activity on its platter above the bottom buttons, its first content state.
        if loaded.families.contains(.activity) {
            let activity = SceneWidget(widget: loaded, family: .activity,
                                       entryIndex: EntrySelection().entryIndex(in: loaded, family: .activity), source: widget)
            scene.activity = SceneActivity.measured(activity, on: scene.device, options: LockScreenOptions(now: Date()), renderer: WidgetRenderer())
        }
        // Every family of the widget is in view, so every warning of its file and the theme's is listed on `!`.
        return SceneLoad(scene: scene, files: watched, problems: read.renderedDiagnostics + themeResult.renderedDiagnostics,
                         ios: loadedTheme.ios.flatMap(LockScreenProfile.init(rawValue:)))
    }

    func readWidget(_ path: String) -> WidgetLoadResult {
        WidgetFiles.read(path)
    }

    /// The widgets that offer `family`: an extension folder's own widgets, else those of the
    /// widget file's folder and the current folder; then the samples. The folder around an
    /// extension is not read: it is the app's repository, where other extensions take seconds each.
    func widgets(offering family: WidgetFamily) -> [WidgetChoice] {
        let own = (widget as NSString).deletingLastPathComponent
        let folders = WidgetFiles.isSwiftFolder(widget) ? [] : [own.isEmpty ? "." : own, FileManager.default.currentDirectoryPath]
        let extensionFolder = WidgetFiles.isSwiftFolder(widget) ? [widget] : []
        let samples = resources.map { WidgetChoices.files(in: $0.samplesFolder) } ?? []
        return WidgetChoices.offering(family, paths: extensionFolder + folders.flatMap(WidgetChoices.files(in:)) + samples)
    }
}
