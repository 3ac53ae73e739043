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
        // The warnings printed are the file's own and those of the one picture shown.
        let result = try WidgetFiles.load(file, entryFile: preview.entry.file, strict: preview.strictness.strict, now: try preview.now()) { read in
            guard let index = Self.widgetIndex(in: read, preview: preview) else { return read.diagnostics }
            return read.diagnostics(ofPictureOf: index, family: Self.family(of: read.widgets[index], preview: preview),
                                    entry: preview.entry.index - 1)
        }
        guard result.widget != nil else { throw ExitCode(result.exitStatus.rawValue) }
        guard let index = Self.widgetIndex(in: result, preview: preview) else {
            let names = result.widgets.map { "'\($0.name)'" }.joined(separator: ", ")
            throw ValidationError("--widget \(preview.widget ?? ""): \(file) has no widget of that name; it has \(names)")
        }
        let widget = result.widgets[index]
        let family = Self.family(of: widget, preview: preview)
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
        guard result.widget != nil else { throw ExitCode(result.exitStatus.rawValue) }
        guard let index = widgetIndex(in: result, named: wanted) else {
            let names = result.widgets.map { "'\($0.name)'" }.joined(separator: ", ")
            throw ValidationError("--widget \(wanted ?? ""): \(file) has no widget of that name; it has \(names)")
        }
        return result.widgets[index]
    }

    /// Which of the file's widgets is shown: the one `--widget` names, else the first.
    static func widgetIndex(in result: WidgetLoadResult, preview: PreviewOptions) -> Int? {
        widgetIndex(in: result, named: preview.widget)
    }

    static func widgetIndex(in result: WidgetLoadResult, named wanted: String?) -> Int? {
        guard let wanted else { return result.widgets.isEmpty ? nil : 0 }
        return result.widgets.firstIndex { $0.name == wanted || $0.typeName == wanted }
    }

    /// The family shown: `--family`, else the widget's first iPhone family.
    static func family(of widget: Widget, preview: PreviewOptions) -> WidgetFamily {
        preview.family?.family ?? widget.phoneFamilies.first ?? widget.families.first ?? .circular
    }
}
