import LockScreen
import ViewTree
import WidgetFormat

/// The widgets put in slots from the picker, kept across reloads and applied to each freshly
/// loaded scene.
struct SlotPlacements {
    var paths: [Int: String] = [:]

    /// The files the placements read.
    var files: [String] { paths.keys.sorted().compactMap { paths[$0] } }

    /// `load` with each placed widget in its slot and its file's warnings, or the first problem.
    func apply(to load: SceneLoad, reading read: (String) -> WidgetLoadResult) -> SceneLoad {
        guard var scene = load.scene else { return load }
        var result = load
        result.files += files
        for (slot, path) in paths.sorted(by: { $0.key < $1.key }) {
            guard let target = scene.slots.first(where: { $0.index == slot }) else { continue }
            let loaded = read(path)
            guard let widget = loaded.widget else {
                result.problems = loaded.renderedDiagnostics
                result.scene = nil
                return result
            }
            let family = target.widget.family
            guard widget.body(for: family) != nil else {
                result.problems = [loaded.unsupportedFamilyMessage(widget, family)]
                result.scene = nil
                return result
            }
            result.problems += loaded.renderedDiagnostics
            let placed = SceneWidget(widget: widget, family: family, source: path)
            if family == .inline {
                scene.inline = placed
            } else {
                scene.bottom[slot - (scene.inline == nil ? 0 : 1)] = placed
            }
        }
        result.scene = scene
        return result
    }
}
