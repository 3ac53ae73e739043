import Devices
import Foundation
import ViewTree

/// Watch face files: the face, its tint, the watch and a widget per slot.
extension WidgetDecoder {
    static let faceKeys = ["face", "tint", "watch", "slots"]

    mutating func decodeFace(_ root: DocumentNode) -> FaceFile? {
        let example = "face: infograph\nslots:\n  top-left: weather.yaml"
        guard let entries = mapping(root, "a face file", example: example) else { return nil }
        let fields = Fields(entries, at: root.location, context: "the face file", allowed: Self.faceKeys, into: &diagnostics)
        var style: WatchFaceStyle?
        if let node = fields["face"] {
            style = enumeration(node, "face", as: WatchFaceStyle.self)
        } else if fields.isMissing("face") {
            error(root.location, "missing 'face'; write face: " + WatchFaceStyle.allCases.map(\.rawValue).joined(separator: ", or face: "))
        }
        var tint = FaceFile.defaultTint
        if let node = fields["tint"], let color = color(node, "tint") {
            tint = color.resolved(primary: .white, accent: FaceFile.defaultTint)
        }
        var watch: String?
        if let node = fields["watch"], let name = string(node, "watch") {
            if WatchCatalog.watch(named: name) != nil {
                watch = name
            } else {
                error(node.location, "unknown watch '\(name)'; the watches are " + WatchCatalog.all.map(\.identifier).joined(separator: ", "))
            }
        }
        var slots: [String: ArrangedWidget] = [:]
        if let node = fields["slots"], let style, let slotEntries = mapping(node, "slots", example: "slots: { top-left: weather.yaml }") {
            let layout = WatchFaceLayout(style: style, watch: WatchCatalog.watch(named: WatchCatalog.defaultIdentifier)!)
            for entry in slotEntries {
                guard let slot = layout.slot(named: entry.key) else {
                    let names = layout.slots.map(\.name)
                    var message = "the \(style.rawValue) face has no slot '\(entry.key)'"
                    if let near = EditDistance.nearest(to: entry.key, in: names) { message += "; did you mean '\(near)'?" }
                    error(entry.keyLocation, message + "; its slots are " + names.joined(separator: ", "))
                    continue
                }
                if let placed = faceWidget(entry.value, in: slot) { slots[slot.name] = placed }
            }
        }
        guard let style, !diagnostics.hasErrors else { return nil }
        return FaceFile(style: style.rawValue, tint: tint, watch: watch, slots: slots)
    }

    /// `weather.yaml` or `{ widget: weather.yaml, entry: 2 }` in a face slot; the family is the slot's.
    mutating func faceWidget(_ node: DocumentNode, in slot: FaceSlot) -> ArrangedWidget? {
        if case .scalar(let written, _, let location) = node, !node.isNull {
            return ArrangedWidget(path: resolved(written), family: slot.family, location: location, written: written)
        }
        let example = "\(slot.name): { widget: weather.yaml, entry: 2 }"
        guard let entries = mapping(node, slot.name, example: example) else { return nil }
        let fields = Fields(entries, at: node.location, context: "slot '\(slot.name)'", allowed: ["widget", "name", "preview", "entry"], into: &diagnostics)
        guard let widgetNode = fields["widget"] else {
            if fields.isMissing("widget") { error(node.location, "missing 'widget' (the widget file); for example \(example)") }
            return nil
        }
        guard let written = string(widgetNode, "widget") else { return nil }
        let entry = fields["entry"].flatMap { integer($0, "entry", minimum: 1, maximum: 10_000) }
        var placed = ArrangedWidget(path: resolved(written), family: slot.family, entry: (entry ?? 1) - 1, location: node.location,
                                    written: written, widgetLocation: widgetNode.location, entryLocation: fields["entry"]?.location)
        placeWithin(&placed, fields)
        return placed
    }
}
