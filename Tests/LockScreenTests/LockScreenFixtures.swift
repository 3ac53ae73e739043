import Devices
import Foundation
import Localization
import LockScreen
import SwiftUISource
import ViewTree
import WidgetFormat

/// Scenes built straight from the sample widgets, at a fixed moment, for the Lock Screen tests.
enum LockScreenFixtures {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let projectFolder = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    static let samplesFolder = projectFolder.appendingPathComponent("sample-widgets")
    /// 9:41 on Monday, June 8, 2026, UTC.
    static let previewTime = Date(timeIntervalSince1970: 1_780_911_660)
    static let renderer = LockScreenRenderer()

    static func widget(_ name: String, _ family: WidgetFamily) -> SceneWidget {
        let loaded = WidgetLoader.load(path: samplesFolder.appendingPathComponent(name + ".yaml").path)
        guard let widget = loaded.widget else { fatalError("sample \(name) does not load: \(loaded.renderedDiagnostics)") }
        return SceneWidget(widget: widget, family: family, source: name)
    }

    static let themes = ThemeCatalog(folder: projectFolder.appendingPathComponent("themes").path)

    /// A theme from the project's themes/ folder.
    static func theme(_ name: String) -> Theme {
        let loaded = themes.load(name)
        guard let theme = loaded.theme else { fatalError("theme \(name) does not load: \(loaded.renderedDiagnostics)") }
        return theme
    }

    /// The dark theme, for tests that need one but not a file's details.
    static var midnight: Theme { theme("midnight") }

    /// A sample arrangement (sample-widgets/arrangements/NAME.arrangement.yaml) as a scene,
    /// its theme and device optionally replaced.
    static func scene(arrangement: String = "default", theme themeName: String? = nil, device: String? = nil,
                      locale: PreviewLocale = .unitedStatesEnglish) -> LockScreenScene {
        let path = samplesFolder.appendingPathComponent("arrangements/\(arrangement).arrangement.yaml").path
        let loaded = ArrangementLoader.load(path: path, themes: themes) { widgetPath in
            widgetPath.hasSuffix(".swift") ? SwiftUILoader.load(path: widgetPath, locale: locale) : WidgetLoader.load(path: widgetPath)
        }
        guard let arrangement = loaded.arrangement else { fatalError("\(path) does not load: \(loaded.renderedDiagnostics)") }
        let widgets = loaded.widgets.map {
            SceneWidget(widget: $0.widget, family: $0.placement.family, entryIndex: $0.entryIndex, source: $0.placement.written,
                        column: $0.placement.column)
        }
        let held = arrangement.orientation.flatMap(ScreenOrientation.init(rawValue:)) ?? .portrait
        let profile = ((device ?? arrangement.device).flatMap(DeviceCatalog.device(named:)) ?? DeviceCatalog.defaultDevice).turned(to: held)
        return LockScreenScene(device: profile, theme: theme(themeName ?? arrangement.theme ?? ThemeCatalog.defaultName),
                               inline: widgets.first { $0.family == .inline }, bottom: widgets.filter { $0.family != .inline })
    }

    /// The default arrangement on another device.
    static func scene(device: DeviceProfile) -> LockScreenScene {
        scene(device: device.identifier)
    }

    static func options(mode: RenderingMode = .vibrant, privacy: Bool = false, luminanceReduced: Bool = false,
                        viewport: LockScreenViewport = .phone) -> LockScreenOptions {
        LockScreenOptions(mode: mode, privacy: privacy, luminanceReduced: luminanceReduced, now: previewTime,
                          timeZone: TimeZone(identifier: "UTC")!, viewport: viewport)
    }

    /// A SwiftUI sample (sample-widgets/NAME.swift) in one family.
    static func swiftWidget(_ name: String, _ family: WidgetFamily, locale: PreviewLocale = .unitedStatesEnglish) -> SceneWidget {
        let loaded = SwiftUILoader.load(path: samplesFolder.appendingPathComponent(name + ".swift").path, locale: locale)
        guard let widget = loaded.widget else { fatalError("sample \(name) does not load: \(loaded.renderedDiagnostics)") }
        return SceneWidget(widget: widget, family: family, source: name)
    }
}
