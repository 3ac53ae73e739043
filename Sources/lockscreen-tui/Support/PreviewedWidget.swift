import ArgumentParser
import ViewTree
import WidgetFormat

/// A widget file read for previewing in one family and entry, with the checks every previewing
/// command makes: the file is valid, the widget supports the family, the entry exists.
struct PreviewedWidget {
    var widget: Widget
    var family: WidgetFamily
    /// The preview shown, an index into the widget's `previews`.
    var previewIndex: Int
    /// The entry's index into the widget's entries, from 0.
    var entryIndex: Int
    /// Said when the widget's own families put it nowhere on an iPhone's Lock Screen (only
    /// systemSmall), at the place its families are written.
    var noPhoneFamilyError: String

    /// `views`: a Live Activity's views the picture shows (its Lock Screen view, or an island's parts).
    init(file: String, preview: PreviewOptions, views: [ActivityView] = [.lockScreen]) throws {
        // The warnings printed are the file's own and those of the one picture shown.
        let result = try WidgetFiles.load(file, entryFile: preview.entry.file, strict: preview.strictness.strict, now: try preview.now(),
                                                locale: preview.locale(), requested: preview.widget) { read in
            guard let index = Self.widgetIndex(in: read, preview: preview) else { return read.diagnostics }
            let widget = read.widgets[index]
            let family = Self.family(of: widget, preview: preview)
            let shown = (try? Self.previewIndex(of: widget, family: family, preview: preview)) ?? 0
            return read.diagnostics(ofPictureOf: index, family: family,
                                    entry: widget.entryIndex(preview: shown, entry: preview.entry.index - 1), views: views)
        }
        guard result.widget != nil else { throw ExitCode(result.exitStatus.rawValue) }
        try Self.refuseSharedName(preview.widget, in: result, file: file, family: preview.family?.family)
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
        let shown = try Self.previewIndex(of: widget, family: family, preview: preview)
        if let pastTheEnd = widget.entryPastTheEnd(preview.entry.index, ofPreview: shown) { throw ValidationError("--" + pastTheEnd) }
        self.widget = widget
        self.family = family
        noPhoneFamilyError = result.familiesError(widget, "'\(widget.name)' is a systemSmall widget, which the iPhone Lock Screen does not show; draw it on an iPad's Lock Screen (--device ipad-pro-13) or in StandBy (--standby)")
        previewIndex = shown
        entryIndex = widget.entryIndex(preview: shown, entry: preview.entry.index - 1)
    }

    /// The preview `--preview` names, else the family's default.
    static func previewIndex(of widget: Widget, family: WidgetFamily, preview: PreviewOptions) throws -> Int {
        guard let wanted = preview.preview else { return widget.defaultPreview(for: family) }
        guard let index = widget.preview(named: wanted) else {
            throw ValidationError("--preview \(wanted): '\(widget.name)' has no preview of that name or number; its previews are \(widget.numberedPreviews)")
        }
        return index
    }

    /// The entries `--entry all` draws: the shown preview's.
    var entries: Range<Int> {
        widget.previews.indices.contains(previewIndex) ? widget.previews[previewIndex].entries : widget.entries.indices
    }

    /// The shown preview's title when the widget has more than one ("#Preview at Widget.swift:80").
    var previewTitle: String? {
        widget.previews.count > 1 && widget.previews.indices.contains(previewIndex) ? widget.previews[previewIndex].title : nil
    }

    /// The widget `--widget` names (its display name or its type's), else the file's first; on
    /// a watch (`forWatch`) a watchOS target's widget before an iOS one of the same name.
    static func chosen(from result: WidgetLoadResult, named wanted: String?, in file: String, forWatch: Bool = false) throws -> Widget {
        guard result.widget != nil else { throw ExitCode(result.exitStatus.rawValue) }
        try refuseSharedName(wanted, in: result, file: file, forWatch: forWatch)
        guard let index = widgetIndex(in: result, named: wanted, forWatch: forWatch) else {
            let names = result.widgets.map { "'\($0.name)'" }.joined(separator: ", ")
            throw ValidationError("--widget \(wanted ?? ""): \(file) has no widget of that name; it has \(names)")
        }
        return result.widgets[index]
    }

    /// Refuses a `--widget` display name that several widgets share, naming their types to give instead.
    static func refuseSharedName(_ wanted: String?, in result: WidgetLoadResult, file: String, forWatch: Bool = false,
                                 family: WidgetFamily? = nil) throws {
        guard let shared = result.widgetsSharing(name: wanted, forWatch: forWatch, family: family) else { return }
        let types = shared.compactMap(\.typeName)
        throw ValidationError("--widget \(wanted ?? ""): \(shared.count) widgets of \(file) are named '\(wanted ?? "")' (\(types.joined(separator: ", "))); "
                              + "name one by its type: --widget \(types.first ?? "")")
    }

    /// Which of the file's widgets is shown: the one `--widget` names, else the first.
    /// The widget `--widget` names; without a name, for a family asked for (`--activity`,
    /// `--family`), the first widget with that family, else the first.
    static func widgetIndex(in result: WidgetLoadResult, preview: PreviewOptions) -> Int? {
        if preview.widget == nil, let family = preview.family?.family,
           let first = result.widgets.indices.first(where: { result.widgets[$0].families.contains(family) && !result.widgets[$0].isForWatch }) {
            return first
        }
        return result.widgetIndex(named: preview.widget, family: preview.family?.family)
    }

    static func widgetIndex(in result: WidgetLoadResult, named wanted: String?, forWatch: Bool = false) -> Int? {
        result.widgetIndex(named: wanted, forWatch: forWatch)
    }

    /// The family shown: `--family`, else the family the `--preview` is made for, else the
    /// widget's first iPhone family.
    static func family(of widget: Widget, preview: PreviewOptions) -> WidgetFamily {
        if let given = preview.family?.family { return given }
        if let wanted = preview.preview, let index = widget.preview(named: wanted), let made = widget.previews[index].family,
           widget.families.contains(made) {
            return made
        }
        return widget.phoneFamilies.first ?? widget.families.first ?? .circular
    }
}
