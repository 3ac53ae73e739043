import Foundation
import ViewTree
import WidgetFormat

/// Reads a SwiftUI source file (a bare view expression, or `struct Name: View` declarations and
/// optionally the `Widget` that configures them) into the same `Widget` a widget file gives, with
/// its data from an entries file. The one entry point to swift-syntax in lockscreen-tui.
public enum SwiftUILoader {
    /// What an empty source file is told.
    static let emptyFileAdvice = "a SwiftUI widget file holds a view expression or a struct that conforms to View (see docs/swiftui.md)"

    /// The entries file beside a source file: `Weather.entry.json` beside `Weather.swift`.
    public static func entryFilePath(beside path: String) -> String {
        (path as NSString).deletingPathExtension + ".entry.json"
    }

    /// True for the entries files that sit beside SwiftUI sources.
    public static func isEntryFile(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".entry.json")
    }

    /// Reads and interprets a file. The entries come from `entryFile`, else from the entries file
    /// beside the source if there is one; messages name files as `displayPath` gives the source.
    public static func load(path: String, entryFile: String? = nil, displayPath: String? = nil) -> WidgetLoadResult {
        let shownPath = displayPath ?? path
        let source: SourceText
        switch SourceFile.read(path: path, emptyFileAdvice: emptyFileAdvice) {
        case .failure(let failure):
            return WidgetLoadResult(path: shownPath, widget: nil, diagnostics: [failure.diagnostic], source: nil,
                                    viewCount: 0, exitStatus: failure.exitStatus)
        case .success(let text):
            source = text
        }
        var timeline: TimelineFile.LoadResult?
        let beside = entryFilePath(beside: path)
        if let entryFile {
            timeline = TimelineFile.load(path: entryFile)
        } else if FileManager.default.fileExists(atPath: beside) {
            timeline = TimelineFile.load(path: beside, displayPath: entryFilePath(beside: shownPath))
        }
        if let timeline, timeline.entries == nil {
            return WidgetLoadResult(path: timeline.path, widget: nil, diagnostics: timeline.diagnostics, source: timeline.source,
                                    viewCount: 0, exitStatus: timeline.exitStatus)
        }
        let directory = (path as NSString).deletingLastPathComponent
        return interpret(source, path: shownPath, baseDirectory: directory.isEmpty ? "." : directory,
                         entries: timeline?.entries, entryFile: timeline?.path)
    }

    /// Interprets source already in memory; `entries` nil means the widget has no entries file.
    public static func decode(text: String, path: String = "<text>", baseDirectory: String = ".",
                              entries: [TimelineEntry]? = nil) -> WidgetLoadResult {
        switch SourceFile.decode(bytes: Array(text.utf8), emptyFileAdvice: emptyFileAdvice) {
        case .failure(let failure):
            return WidgetLoadResult(path: path, widget: nil, diagnostics: [failure.diagnostic], source: nil,
                                    viewCount: 0, exitStatus: failure.exitStatus)
        case .success(let source):
            return interpret(source, path: path, baseDirectory: baseDirectory, entries: entries, entryFile: entries == nil ? nil : "the entries")
        }
    }

    static func interpret(_ source: SourceText, path: String, baseDirectory: String, entries: [TimelineEntry]?,
                          entryFile: String?) -> WidgetLoadResult {
        func finished(_ widget: Widget?, _ diagnostics: [Diagnostic], views: Int = 0) -> WidgetLoadResult {
            let ordered = diagnostics.enumerated().sorted { a, b in
                let la = a.element.location ?? SourceLocation(line: 0, column: 0)
                let lb = b.element.location ?? SourceLocation(line: 0, column: 0)
                return la == lb ? a.offset < b.offset : la < lb
            }.map(\.element)
            let failed = widget == nil || ordered.hasErrors
            return WidgetLoadResult(path: path, widget: failed ? nil : widget, diagnostics: ordered, source: source,
                                    viewCount: views, exitStatus: failed ? .invalidInput : .success)
        }
        let positions = SourcePositions(text: source.original)
        let (tree, syntaxProblems) = SyntaxCheck.parse(source.original, positions: positions)
        if syntaxProblems.hasErrors { return finished(nil, syntaxProblems) }

        let interpreter = Interpreter(declarations: FileDeclarations(tree, positions: positions), positions: positions,
                                      baseDirectory: baseDirectory)
        let root: Interpreter.RootView
        do {
            root = try interpreter.root(at: tree)
        } catch let error as SourceError {
            interpreter.record(error)
            return finished(nil, syntaxProblems + interpreter.diagnostics)
        } catch {
            return finished(nil, [.error(at: nil, "\(error)")])
        }
        var timeline = entries ?? [TimelineEntry(values: [:])]
        if interpreter.references.contains(where: { $0.reference.path == ["date"] }) {
            timeline = timeline.map(EntryDates.withPreviewTimeAsDate)
        }
        let referenceProblems = EntryReferenceCheck.check(interpreter.references, against: timeline, entryFile: entryFile)
        let families = root.families ?? WidgetFamily.allCases
        let name = root.name ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let widget = Widget(name: name, summary: root.summary, families: families,
                            bodies: Dictionary(uniqueKeysWithValues: families.map { ($0, root.view) }), entries: timeline)
        return finished(widget, syntaxProblems + interpreter.diagnostics + referenceProblems, views: ViewCounting.count(root.view))
    }
}
