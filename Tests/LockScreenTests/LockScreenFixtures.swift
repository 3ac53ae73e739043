import Devices
import Foundation
import LockScreen
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

    /// A dark blue gradient, as a theme file would give.
    static let midnight = Theme(name: "midnight", title: "Midnight",
                                wallpaper: .gradient(WallpaperGradient(stops: [RGBA(hex: 0x1B2A4A), RGBA(hex: 0x0A0F1E)])),
                                clockColor: RGBA(hex: 0xF2F2F7), accent: RGBA(hex: 0xFF9F0A))

    /// The scene the tests show: an inline widget, two circulars and a rectangular.
    static func scene(device: DeviceProfile = DeviceCatalog.defaultDevice, theme: Theme = midnight) -> LockScreenScene {
        LockScreenScene(device: device, theme: theme, inline: widget("weather", .inline),
                        bottom: [widget("activity-rings", .circular), widget("battery", .circular), widget("next-event", .rectangular)])
    }

    static func options(mode: RenderingMode = .vibrant, privacy: Bool = false, luminanceReduced: Bool = false,
                        viewport: LockScreenViewport = .phone) -> LockScreenOptions {
        LockScreenOptions(mode: mode, privacy: privacy, luminanceReduced: luminanceReduced, now: previewTime,
                          timeZone: TimeZone(identifier: "UTC")!, viewport: viewport)
    }
}
