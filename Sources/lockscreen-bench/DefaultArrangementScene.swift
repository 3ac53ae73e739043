import Devices
import LockScreen
import ViewTree
import WidgetFormat

/// The repository's default arrangement (inline, circular, rectangular, circular) as a scene on
/// a device and theme: what every Lock Screen part of the benchmark draws.
enum DefaultArrangementScene {
    static let path = "sample-widgets/arrangements/default.arrangement.yaml"

    static func scene(device: DeviceProfile = DeviceCatalog.defaultDevice, theme: Theme, themes: ThemeCatalog) -> LockScreenScene {
        let arrangement = ArrangementLoader.load(path: path, themes: themes) { WidgetLoader.load(path: $0) }
        let widgets = arrangement.widgets.map {
            SceneWidget(widget: $0.widget, family: $0.placement.family, entryIndex: $0.entryIndex, column: $0.placement.column)
        }
        return LockScreenScene(device: device, theme: theme, inline: widgets.first { $0.family == .inline },
                               bottom: widgets.filter { $0.family != .inline })
    }
}
