import Foundation
import ViewTree

/// The outcome of reading a watch face file and the widget files it names.
public struct FaceLoadResult: Sendable {
    public var path: String
    /// The face, when it and every widget it names are valid.
    public var face: FaceFile?
    /// The widgets by slot name.
    public var widgets: [String: PlacedWidget]
    /// The face file's own problems.
    public var diagnostics: [Diagnostic]
    /// The results of widget files that had problems, shown after the face file's.
    public var widgetResults: [WidgetLoadResult]
    public var source: SourceText?
    public var exitStatus: ExitStatus

    /// Every diagnostic as `path:line:col: severity: message` with its source line.
    public var renderedDiagnostics: [String] {
        Diagnostic.renderedList(diagnostics, path: path) { $0.rendered(path: path, source: source) } + widgetResults.flatMap(\.renderedDiagnostics)
    }
}

/// Reads watch face files (`NAME.face.yaml`) and, through `loadWidget`, the widget files they name.
public enum FaceLoader {
    /// True when the file name ends in `.face.yaml` (or `.yml`).
    public static func isFaceFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent.lowercased()
        return name.hasSuffix(".face.yaml") || name.hasSuffix(".face.yml")
    }

    public static func load(path: String, displayPath: String? = nil, loadWidget: (String) -> WidgetLoadResult) -> FaceLoadResult {
        var result = FaceLoadResult(path: displayPath ?? path, face: nil, widgets: [:], diagnostics: [], widgetResults: [],
                                    source: nil, exitStatus: .invalidInput)
        let parsed = ParsedFile.read(path: path)
        result.source = parsed.source
        guard let root = parsed.root else {
            result.diagnostics = parsed.failure.map { [$0] } ?? []
            result.exitStatus = parsed.exitStatus
            return result
        }
        var decoder = WidgetDecoder(baseDirectory: ParsedFile.folder(of: path))
        let face = decoder.decodeFace(root)
        var diagnostics = decoder.diagnostics
        if let face {
            let slots = face.slots.sorted { $0.value.location < $1.value.location }
            let placed = ArrangementLoader.loadWidgets(slots.map(\.value), forWatch: true, loadWidget: loadWidget, into: &diagnostics)
            for (slot, widget) in zip(slots.map(\.key), placed.widgets) { result.widgets[slot] = widget }
            result.widgetResults = placed.results
        }
        result.diagnostics = diagnostics.orderedByLocation()
        let valid = face != nil && !diagnostics.hasErrors
        result.face = valid ? face : nil
        if !valid { result.widgets = [:] }
        result.exitStatus = valid ? .success : .invalidInput
        return result
    }
}
