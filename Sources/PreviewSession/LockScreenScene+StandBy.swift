import Devices
import LockScreen
import ViewTree

extension LockScreenScene {
    /// What StandBy shows of this scene on `phone`: its first two widgets that have a systemSmall
    /// view (each widget once, its small family's own preview), left then right.
    func standByScene(on phone: DeviceProfile) -> LockScreenScene {
        var chosen: [SceneWidget] = []
        for placed in [inline].compactMap({ $0 }) + bottom where placed.widget.families.contains(.small) {
            guard chosen.count < 2, !chosen.contains(where: { $0.source == placed.source && $0.widget.name == placed.widget.name }) else { continue }
            let widget = placed.widget
            let entry = placed.family == .small ? placed.entryIndex : widget.entryIndex(preview: widget.defaultPreview(for: .small), entry: 0)
            chosen.append(SceneWidget(widget: widget, family: .small, entryIndex: entry, source: placed.source))
        }
        return .standBy(on: phone, widgets: chosen)
    }
}
