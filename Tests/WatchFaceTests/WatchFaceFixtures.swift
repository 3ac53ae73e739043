import Devices
import Foundation
import ViewTree
import WatchFaces
import WidgetFormat

/// The sample faces and widgets at a fixed moment, for the watch face tests.
enum WatchFaceFixtures {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let projectFolder = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    static let samplesFolder = projectFolder.appendingPathComponent("sample-widgets")
    /// 10:09:30 on Monday, June 8, 2026, UTC (Apple's watch pictures show 10:09).
    static let previewTime = Date(timeIntervalSince1970: 1_780_913_370)
    static let utc = TimeZone(identifier: "UTC")!

    /// A sample face file (sample-widgets/faces/NAME.face.yaml) as a scene.
    static func scene(face name: String, watch: WatchModel? = nil) -> WatchFaceScene {
        let path = samplesFolder.appendingPathComponent("faces/\(name).face.yaml").path
        let loaded = FaceLoader.load(path: path) { WidgetLoader.load(path: $0) }
        let widgets = loaded.widgets.mapValues { FaceWidget(widget: $0.widget, entryIndex: $0.entryIndex) }
        guard let face = loaded.face, let scene = WatchFaceScene(file: face, widgets: widgets, watch: watch) else {
            fatalError("\(path) does not load: \(loaded.renderedDiagnostics)")
        }
        return scene
    }

    static func widget(_ name: String) -> Widget {
        let loaded = WidgetLoader.load(path: samplesFolder.appendingPathComponent(name).path)
        guard let widget = loaded.widget else { fatalError("\(name) does not load: \(loaded.renderedDiagnostics)") }
        return widget
    }

    static func options(mode: RenderingMode = .accented, luminanceReduced: Bool = false, privacy: Bool = false) -> WatchFaceOptions {
        WatchFaceOptions(mode: mode, luminanceReduced: luminanceReduced, privacy: privacy, now: previewTime, timeZone: utc)
    }
}
