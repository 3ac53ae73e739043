import Devices
import Foundation
import Localization
import LockScreen
import Rendering
import ViewTree
import WidgetFormat

/// Everything a Lock Screen is drawn from, read from files: an arrangement (default: the
/// project's), the widgets it names, and a theme and device (the arrangement's unless overridden).
struct LockScreenInputs: Sendable {
    /// The arrangement file; nil for the project's default arrangement.
    var arrangement: String?
    /// A theme name or file overriding the arrangement's.
    var theme: String?
    /// A device profile overriding the arrangement's.
    var device: DeviceProfile?
    /// How an iPad is held, overriding the arrangement's `orientation`.
    var orientation: ScreenOrientation?
    /// The language and region (`--locale`), over the arrangement's `locale:`; SwiftUI widgets
    /// make their entries in it, else in the environment's.
    var locale: PreviewLocale?

    /// A scene read successfully, and every file it was read from (for watching).
    struct Loaded: Sendable {
        var scene: LockScreenScene
        var files: [String]
        /// The iOS layout the arrangement or else its theme names (`ios:`), if any; the scene's device is not laid out in it.
        var ios: LockScreenProfile?
        /// The clock the arrangement chose over its theme's.
        var clock = ClockChoice()
        /// The warnings of the files read (`file:line:col: warning: …`), for the live preview's `!` list.
        var warnings: [String] = []
        /// What the screen has no room for (an iPad's blocks full), said once; nil when every widget is placed.
        var unplaced: String?
    }

    /// Why the scene cannot be drawn: the messages to show (`file:line:col: error: …`) and the exit status.
    struct Failure: Error, Sendable {
        var messages: [String]
        var exitStatus: ExitStatus
    }

    /// Reads the files. Nothing is printed: the caller shows the messages.
    func load() -> Result<Loaded, Failure> {
        let resources: ProjectResources?
        do { resources = try ProjectResources.locate() } catch { resources = nil }
        guard let arrangementPath = arrangement ?? resources?.defaultArrangement else {
            return .failure(Failure(messages: ["error: cannot find the project's default arrangement; give an arrangement file or set \(ProjectResources.environmentVariable)"],
                                    exitStatus: .cannotRead))
        }
        let themes = resources.map { ThemeCatalog(folder: $0.themesFolder) }
        let chosen = locale
        let result = ArrangementLoader.load(path: arrangementPath, themes: themes) { path, arrangement in
            WidgetFiles.read(path, locale: chosen ?? arrangement.locale ?? PreviewLocale.fromEnvironment())
        }
        guard let arrangement = result.arrangement else {
            return .failure(Failure(messages: result.renderedDiagnostics, exitStatus: result.exitStatus))
        }
        let themeReference = theme ?? arrangement.theme ?? ThemeCatalog.defaultName
        let themeResult: ThemeLoadResult
        if theme == nil, let read = result.themeResult {
            themeResult = read
        } else if let themes {
            themeResult = themes.load(themeReference)
        } else {
            themeResult = ThemeLoader.load(path: themeReference)
        }
        guard let loadedTheme = themeResult.theme else {
            return .failure(Failure(messages: themeResult.renderedDiagnostics, exitStatus: themeResult.exitStatus))
        }
        let held = orientation ?? arrangement.orientation.flatMap(ScreenOrientation.init(rawValue:)) ?? .portrait
        let profile = (device ?? arrangement.device.flatMap(DeviceCatalog.device(named:)) ?? DeviceCatalog.defaultDevice).turned(to: held)
        if held == .landscape, profile.idiom == .phone {
            return .failure(Failure(messages: ["error: --orientation landscape is for an iPad, and \(profile.name)'s Lock Screen is portrait only; add --device ipad-pro-13, or draw the iPhone on its side with --standby"],
                                    exitStatus: .invalidInput))
        }
        let placed = result.widgets.map { placed in
            SceneWidget(widget: placed.widget, family: placed.placement.family, entryIndex: placed.entryIndex,
                        source: placed.placement.path, column: placed.placement.column)
        }
        var scene = LockScreenScene(device: profile, theme: arrangement.clock.applied(to: loadedTheme), inline: placed.first { $0.family == .inline },
                                    bottom: placed.filter { $0.family != .inline && $0.family != .activity })
        scene.activities = placed.filter { $0.family == .activity }.map {
            SceneActivity.measured($0, on: profile, options: LockScreenOptions(now: Date()), renderer: WidgetRenderer())
        }
        scene.corners = result.controls
        scene.locale = arrangement.locale ?? loadedTheme.locale
        let placedCount = scene.slots.count
        let unplaced = placedCount < placed.count
            ? "\(arrangementPath): warning: \(placed.count - placedCount) of the arrangement's \(placed.count) widgets have no room on \(profile.name) held \(held.rawValue) and are not drawn; remove some, or turn it (--orientation)"
            : nil
        // Each widget's file, every file and folder a SwiftUI widget was read from, and the
        // sources of the corner controls.
        var files = [arrangementPath] + result.widgets.map(\.placement.path) + result.widgetResults.flatMap(\.inputs) + [themeResult.path]
            + arrangement.controls.map(\.path)
        if case .image(let path) = loadedTheme.wallpaper { files.append(path) }
        let themeWarnings = themeResult.path == result.themeResult?.path ? [] : themeResult.renderedDiagnostics
        return .success(Loaded(scene: scene, files: Array(NSOrderedSet(array: files)).compactMap { $0 as? String },
                               ios: (arrangement.ios ?? loadedTheme.ios).flatMap(LockScreenProfile.init(rawValue:)),
                               clock: arrangement.clock, warnings: result.renderedDiagnostics + themeWarnings + (unplaced.map { [$0] } ?? []),
                               unplaced: unplaced))
    }
}
