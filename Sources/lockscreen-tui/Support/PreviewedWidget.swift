import ArgumentParser
import ViewTree
import WidgetFormat

/// A widget file read for previewing in one family and entry, with the checks every previewing
/// command makes: the file is valid, the widget supports the family, the entry exists.
struct PreviewedWidget {
    var widget: Widget
    var family: WidgetFamily
    /// The entry's index, from 0.
    var entryIndex: Int

    init(file: String, preview: PreviewOptions) throws {
        let result = try WidgetFiles.load(file, entryFile: preview.entry.file, strict: preview.strictness.strict, now: try preview.now())
        let widget = try Self.chosen(from: result, named: preview.widget, in: file)
        let family = preview.family?.family ?? widget.phoneFamilies.first ?? widget.families.first ?? .circular
        guard widget.body(for: family) != nil else {
            printError(result.unsupportedFamilyMessage(widget, family))
            throw ExitCode(ExitStatus.invalidInput.rawValue)
        }
        guard preview.entry.index <= widget.entries.count else {
            throw ValidationError("--entry \(preview.entry.index) is past the end: '\(widget.name)' has \(widget.entries.count) entr\(widget.entries.count == 1 ? "y" : "ies")")
        }
        self.widget = widget
        self.family = family
        entryIndex = preview.entry.index - 1
    }

    /// The widget `--widget` names (its display name or its type's), else the file's first.
    static func chosen(from result: WidgetLoadResult, named wanted: String?, in file: String) throws -> Widget {
        guard let first = result.widget else { throw ExitCode(result.exitStatus.rawValue) }
        guard let wanted else { return first }
        guard let chosen = result.widgets.first(where: { $0.name == wanted || $0.typeName == wanted }) else {
            let names = result.widgets.map { "'\($0.name)'" }.joined(separator: ", ")
            throw ValidationError("--widget \(wanted): \(file) has no widget of that name; it has \(names)")
        }
        return chosen
    }
}
