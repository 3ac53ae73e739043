import Foundation
import ViewTree

/// A widget placed by an arrangement, with the widget read from its file.
public struct PlacedWidget: Sendable {
    public var placement: ArrangedWidget
    public var widget: Widget
    /// The entry shown, an index into the widget's entries: the placement's entry of its
    /// preview (the family's own when it names none).
    public var entryIndex: Int
}

/// The outcome of reading an arrangement file and the widget files it names.
public struct ArrangementLoadResult: Sendable {
    public var path: String
    /// The arrangement, when it and every widget it names are valid.
    public var arrangement: Arrangement?
    /// The widgets in order: the inline one first, then the bottom row left to right.
    public var widgets: [PlacedWidget]
    /// The arrangement file's own problems.
    public var diagnostics: [Diagnostic]
    /// The results of widget files that had problems (errors or warnings), shown after the arrangement's.
    public var widgetResults: [WidgetLoadResult]
    /// The arrangement's theme as read (nil when it names none, or names one and no catalog was
    /// given to find it in); its problems (a wallpaper missing or damaged, say) are shown after the
    /// widgets'. Whoever draws the arrangement uses this theme rather than reading it again.
    public var themeResult: ThemeLoadResult?
    /// The controls in the bottom corners, as the arrangement's `controls` place them.
    public var controls: [ArrangedControl.Corner: CornerControl] = [:]
    public var source: SourceText?
    public var exitStatus: ExitStatus

    /// Every diagnostic as `path:line:col: severity: message` with its source line, the
    /// arrangement's first, then those of the widget files.
    public var renderedDiagnostics: [String] {
        Diagnostic.renderedList(diagnostics, path: path) { $0.rendered(path: path, source: source) } + widgetResults.flatMap(\.renderedDiagnostics)
            + (themeResult?.renderedDiagnostics ?? [])
    }
}

/// Reads arrangement files (docs/lockscreen-files.md) and, through `loadWidget`, the widget files
/// they name, checking each widget against the family it is placed in.
public enum ArrangementLoader {
    /// The suffix that marks an arrangement file, e.g. `default.arrangement.yaml`.
    public static let fileSuffix = ".arrangement.yaml"

    /// True when the file name ends in `.arrangement.yaml` (or `.yml`).
    public static func isArrangementFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent.lowercased()
        return name.hasSuffix(".arrangement.yaml") || name.hasSuffix(".arrangement.yml")
    }

    /// Reads the arrangement at `path`; theme names are checked against `themes` when given.
    /// `loadWidget` reads one widget file from its resolved path.
    public static func load(path: String, displayPath: String? = nil, themes: ThemeCatalog? = nil,
                            loadWidget: (String) -> WidgetLoadResult) -> ArrangementLoadResult {
        load(path: path, displayPath: displayPath, themes: themes) { widgetPath, _ in loadWidget(widgetPath) }
    }

    /// Reads an arrangement, loading its widgets with `loadWidget`, which is also given the
    /// arrangement (its `locale:` decides the language SwiftUI widgets make their entries in).
    public static func load(path: String, displayPath: String? = nil, themes: ThemeCatalog? = nil,
                            loadWidget: (String, Arrangement) -> WidgetLoadResult) -> ArrangementLoadResult {
        var result = ArrangementLoadResult(path: displayPath ?? path, arrangement: nil, widgets: [], diagnostics: [],
                                           widgetResults: [], themeResult: nil, source: nil, exitStatus: .invalidInput)
        let parsed = ParsedFile.read(path: path)
        result.source = parsed.source
        guard let root = parsed.root else {
            result.diagnostics = parsed.failure.map { [$0] } ?? []
            result.exitStatus = parsed.exitStatus
            return result
        }
        var decoder = WidgetDecoder(baseDirectory: ParsedFile.folder(of: path))
        let arrangement = decoder.decodeArrangement(root, themes: themes)
        var diagnostics = decoder.diagnostics
        if let arrangement {
            let placed = loadWidgets([arrangement.inline].compactMap { $0 } + arrangement.bottom + arrangement.activities,
                                     loadWidget: { loadWidget($0, arrangement) }, into: &diagnostics)
            result.widgets = placed.widgets.compactMap { $0 }
            result.widgetResults = placed.results
            result.themeResult = checkTheme(of: arrangement, themes: themes, into: &diagnostics)
            result.controls = loadControls(arrangement.controls, loadWidget: { loadWidget($0, arrangement) }, into: &diagnostics)
        }
        result.diagnostics = diagnostics.orderedByLocation()
        let valid = arrangement != nil && !diagnostics.hasErrors
        result.arrangement = valid ? arrangement : nil
        if !valid { result.widgets = [] }
        result.exitStatus = valid ? .success : .invalidInput
        return result
    }

    /// The controls the arrangement puts in the corners, each found by name (its display name or
    /// its struct's) in the sources it names; an error at the control where none is found.
    static func loadControls(_ arranged: [ArrangedControl], loadWidget: (String) -> WidgetLoadResult,
                             into diagnostics: inout [Diagnostic]) -> [ArrangedControl.Corner: CornerControl] {
        var loaded: [String: WidgetLoadResult] = [:]
        var corners: [ArrangedControl.Corner: CornerControl] = [:]
        for placement in arranged {
            let read = loaded[placement.path] ?? loadWidget(placement.path)
            loaded[placement.path] = read
            let file = (placement.path as NSString).lastPathComponent
            guard !read.controls.isEmpty else {
                let why = read.exitStatus == .cannotRead ? "cannot be read" : "declares no control (struct … : ControlWidget)"
                diagnostics.append(.error(at: placement.location, "\(file) \(why); the \(placement.corner.rawValue) corner needs a SwiftUI source with an iOS 18 control"))
                continue
            }
            let names = read.controls.map { "'\($0.name)'" }.joined(separator: ", ")
            guard let control = placement.name.map({ name in read.controls.first { $0.name == name || $0.typeName == name } }) ?? read.controls.first else {
                diagnostics.append(.error(at: placement.location, "\(file) has no control named '\(placement.name ?? "")'; it has \(names)"))
                continue
            }
            corners[placement.corner] = CornerControl(control: control, isOn: placement.isOn ?? control.isOn, source: placement.path)
        }
        return corners
    }

    /// The arrangement's theme read as `render` will read it; an error at `theme:` when it has
    /// errors (a missing or damaged wallpaper, a file that is not a theme).
    static func checkTheme(of arrangement: Arrangement, themes: ThemeCatalog?, into diagnostics: inout [Diagnostic]) -> ThemeLoadResult? {
        guard let reference = arrangement.theme else { return nil }
        let result: ThemeLoadResult
        if ThemeCatalog.isPath(reference) {
            result = ThemeLoader.load(path: reference)
        } else if let themes {
            result = themes.load(reference)
        } else {
            return nil
        }
        if result.theme == nil {
            diagnostics.append(.error(at: arrangement.themeLocation, "theme '\(ThemeLoader.name(ofPath: reference))' has errors; they are listed below"))
        }
        return result
    }

    /// The widget files `placements` name, each read once: the widget of each placement (nil
    /// where it has errors or lacks the family or entry, with an error at the placement), and the
    /// results of files with problems to list below the placing file's own. A watch face
    /// (`forWatch`) takes a watchOS target's widget where a folder has one of each name.
    static func loadWidgets(_ placements: [ArrangedWidget], forWatch: Bool = false, loadWidget: (String) -> WidgetLoadResult,
                            into diagnostics: inout [Diagnostic]) -> (widgets: [PlacedWidget?], results: [WidgetLoadResult]) {
        var loaded: [String: WidgetLoadResult] = [:]
        var widgets: [PlacedWidget?] = [], results: [WidgetLoadResult] = []
        for placement in placements {
            let first = loaded[placement.path] == nil
            let widgetResult = loaded[placement.path] ?? loadWidget(placement.path)
            loaded[placement.path] = widgetResult
            if first, !widgetResult.diagnostics.isEmpty, widgetResult.exitStatus != .cannotRead {
                results.append(widgetResult)
            }
            widgets.append(check(placement, widgetResult, forWatch: forWatch, into: &diagnostics).map {
                PlacedWidget(placement: placement, widget: $0.widget, entryIndex: $0.entryIndex)
            })
        }
        return (widgets, results)
    }

    /// The widget when it read cleanly, has the widget `name:` names, supports the family and has
    /// the preview and entry, with the entry's index; else an error at the placement.
    static func check(_ placement: ArrangedWidget, _ result: WidgetLoadResult, forWatch: Bool,
                      into diagnostics: inout [Diagnostic]) -> (widget: Widget, entryIndex: Int)? {
        let written = placement.written
        guard result.widget != nil else {
            if !FileManager.default.fileExists(atPath: placement.path) {
                diagnostics.append(.error(at: placement.widgetLocation, "no such widget file '\(written)'; widget paths are relative to the folder of the arrangement file"))
            } else if result.exitStatus == .cannotRead {
                let reason = result.diagnostics.first?.message ?? "cannot read the file"
                diagnostics.append(.error(at: placement.widgetLocation, "cannot read widget file '\(written)': \(reason)"))
            } else {
                diagnostics.append(.error(at: placement.widgetLocation, "widget file '\(written)' has errors; they are listed below"))
            }
            return nil
        }
        guard let index = result.widgetIndex(named: placement.widgetName, forWatch: forWatch, family: placement.family) else {
            let names = result.widgets.map { "'\($0.name)'" }.joined(separator: ", ")
            diagnostics.append(.error(at: placement.nameLocation, "'\(written)' has no widget named '\(placement.widgetName ?? "")'; it has \(names)"))
            return nil
        }
        let widget = result.widgets[index]
        guard widget.body(for: placement.family) != nil else {
            let supported = widget.families.map(\.rawValue).joined(separator: ", ")
            diagnostics.append(.error(at: placement.familyLocation, "'\(widget.name)' (\(written)) does not support the \(placement.family.rawValue) family; it supports \(supported)"))
            return nil
        }
        var preview = widget.defaultPreview(for: placement.family)
        if let wanted = placement.preview {
            guard let found = widget.preview(named: wanted) else {
                diagnostics.append(.error(at: placement.previewLocation, "'\(widget.name)' has no preview '\(wanted)'; its previews are \(widget.numberedPreviews)"))
                return nil
            }
            preview = found
        }
        if let pastTheEnd = widget.entryPastTheEnd(placement.entry + 1, ofPreview: preview) {
            diagnostics.append(.error(at: placement.entryLocation, pastTheEnd + " (entries count from 1)"))
            return nil
        }
        return (widget, widget.entryIndex(preview: preview, entry: placement.entry))
    }
}
