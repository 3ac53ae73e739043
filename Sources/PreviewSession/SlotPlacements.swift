import LockScreen
import ViewTree
import WidgetFormat

/// The widgets put in slots from the picker, kept across reloads and applied to each freshly
/// loaded scene.
struct SlotPlacements {
    var choices: [Int: WidgetChoice] = [:]

    /// The files the placements read.
    var files: [String] { choices.keys.sorted().compactMap { choices[$0]?.path } }

    /// `load` with each placed widget in its slot and its file's warnings, or the first problem.
    func apply(to load: SceneLoad, reading read: (String) -> WidgetLoadResult) -> SceneLoad {
        guard var scene = load.scene else { return load }
        var result = load
        result.files += files
        for (slot, choice) in choices.sorted(by: { $0.key < $1.key }) {
            guard let target = scene.slots.first(where: { $0.index == slot }) else { continue }
            let path = choice.path
            let loaded = read(path)
            guard let index = loaded.widgetIndex(named: choice.widgetName) else {
                // The file has errors, or no longer declares the widget chosen from it.
                result.problems = loaded.widget == nil ? loaded.renderedDiagnostics
                    : ["\(path): error: no widget '\(choice.widgetName ?? "")' any more; it has " + loaded.widgets.map { "'\($0.name)'" }.joined(separator: ", ")]
                result.scene = nil
                return result
            }
            let widget = loaded.widgets[index]
            let family = target.widget.family
            guard widget.body(for: family) != nil else {
                result.problems = [loaded.unsupportedFamilyMessage(widget, family)]
                result.scene = nil
                return result
            }
            result.problems += loaded.renderedDiagnostics
            let placed = SceneWidget(widget: widget, family: family, entryIndex: EntrySelection().entryIndex(in: widget, family: family),
                                     source: path)
            switch target.place {
            case .inline: scene.inline = placed
            case .bottom(let position): scene.bottom[position] = placed
            case .activity(let position): scene.activities[position].widget = placed
            }
        }
        result.scene = scene
        return result
    }
}
