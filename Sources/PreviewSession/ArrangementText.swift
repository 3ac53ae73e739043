import Devices
import Foundation
import LockScreen
import ViewTree

/// A scene written as an arrangement file (docs/lockscreen-files.md): theme, device, iOS
/// version, the clock chosen over the theme's, the controls in the corners, the inline widget and the bottom row with each widget's family, column and
/// timeline entry, widget paths relative to the file's folder.
struct ArrangementText {
    var scene: LockScreenScene
    var theme: String
    var ios: LockScreenProfile
    var clock = ClockChoice()

    /// The file's text for a file in `folder`.
    func yaml(in folder: URL) -> String {
        var lines = ["# Saved from the lockscreen-tui live preview. Paths are relative to this file.",
                     "theme: \(Self.quoted(theme))",
                     "device: \(Self.quoted(scene.device.identifier))",
                     "ios: \(ios.rawValue)"]
        if let typeface = clock.typeface { lines.append("clock-font: \(typeface.rawValue)") }
        if let weight = clock.weight { lines.append("clock-weight: " + String(format: "%g", weight)) }
        if let numerals = clock.numerals { lines.append("clock-numerals: \(numerals.rawValue)") }
        if let color = clock.color { lines.append("clock-color: \(Self.quoted(color.description))") }
        let corners = ArrangedControl.Corner.allCases.compactMap { corner in
            scene.corners[corner].flatMap { placed in
                placed.source.map { source in
                    let name = placed.control.typeName ?? placed.control.name
                    let state = placed.control.kind == .toggle ? ", on: \(placed.isOn)" : ""
                    return "\(corner.rawValue): { widget: \(Self.quoted(relative(source, to: folder))), name: \(Self.quoted(name))\(state) }"
                }
            }
        }
        if !corners.isEmpty { lines.append("controls: { " + corners.joined(separator: ", ") + " }") }
        let slots = scene.slots
        if let inline = slots.first(where: { $0.widget.family == .inline }) {
            lines.append("inline: { widget: \(Self.quoted(relative(inline.widget.source, to: folder)))\(entry(inline.widget)) }")
        }
        let row = slots.filter { $0.widget.family != .inline }
        if !row.isEmpty {
            lines.append("bottom:")
            for slot in row {
                let column = slot.widget.column.map { ", column: \($0 + 1)" } ?? ""
                lines.append("  - { widget: \(Self.quoted(relative(slot.widget.source, to: folder))), family: \(slot.widget.family.rawValue)\(column)\(entry(slot.widget)) }")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `, name: …` for a widget of a folder, `, preview: N` for a preview other than the
    /// family's own, and `, entry: N` (within the preview) past the first.
    func entry(_ placed: SceneWidget) -> String {
        let widget = placed.widget
        var text = ""
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: placed.source, isDirectory: &isDirectory), isDirectory.boolValue {
            text += ", name: \(Self.quoted(widget.typeName ?? widget.name))"
        }
        var entry = placed.entryIndex
        if let preview = widget.preview(containing: placed.entryIndex) {
            if preview != widget.defaultPreview(for: placed.family) { text += ", preview: \(preview + 1)" }
            entry -= widget.previews[preview].entries.lowerBound
        }
        return text + (entry == 0 ? "" : ", entry: \(entry + 1)")
    }

    /// `path` relative to `folder` when it lies below the folder's root, else absolute.
    func relative(_ path: String, to folder: URL) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = folder.standardizedFileURL.pathComponents
        var shared = 0
        while shared < min(target.count, base.count), target[shared] == base[shared] { shared += 1 }
        guard shared > 1 else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        return (Array(repeating: "..", count: base.count - shared) + target[shared...]).joined(separator: "/")
    }

    /// A YAML scalar: plain when it is safe, else double-quoted with escapes.
    static func quoted(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "-_./".contains($0) } && !text.isEmpty
            && !["true", "false", "null", "yes", "no", "on", "off", "~"].contains(text.lowercased()) && Double(text) == nil
        if plain { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20: escaped += String(format: "\\x%02X", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }
}
