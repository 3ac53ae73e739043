import Foundation
import ViewTree

/// A file that holds only timeline entries (YAML or JSON): a list of entries, or one entry, each
/// a mapping of names to values as under a widget file's `entries`. SwiftUI widgets take their
/// data from one (`Weather.entry.json` beside `Weather.swift`).
public enum TimelineFile {
    /// The outcome of reading an entries file.
    public struct LoadResult: Sendable {
        public var path: String
        /// The timeline, when the file is valid.
        public var entries: [TimelineEntry]?
        public var diagnostics: [Diagnostic]
        public var source: SourceText?
        public var exitStatus: ExitStatus

        /// Every diagnostic as `path:line:col: severity: message` with its source line.
        public var renderedDiagnostics: [String] {
            diagnostics.map { $0.rendered(path: path, source: source) }
        }
    }

    static let emptyFileAdvice = "an entries file holds one entry { \"name\": value } or a list of them"

    /// Reads and checks an entries file; messages name it `displayPath` (default: the path as given).
    public static func load(path: String, displayPath: String? = nil) -> LoadResult {
        let shownPath = displayPath ?? path
        switch SourceFile.read(path: path, emptyFileAdvice: emptyFileAdvice) {
        case .failure(let failure):
            return LoadResult(path: shownPath, entries: nil, diagnostics: [failure.diagnostic], source: nil, exitStatus: failure.exitStatus)
        case .success(let source):
            return decode(source, path: shownPath)
        }
    }

    static func decode(_ source: SourceText, path: String) -> LoadResult {
        switch YAMLReader.parse(source) {
        case .failure(let diagnostic):
            return LoadResult(path: path, entries: nil, diagnostics: [diagnostic], source: source, exitStatus: .invalidInput)
        case .success(let root):
            var decoder = WidgetDecoder(baseDirectory: ".")
            let list: DocumentNode
            if case .mapping(_, let location) = root {
                list = .sequence([root], location)
            } else {
                list = root
            }
            let entries = decoder.decodeEntries(list)
            let failed = decoder.diagnostics.hasErrors
            return LoadResult(path: path, entries: failed ? nil : entries, diagnostics: decoder.diagnostics, source: source,
                              exitStatus: failed ? .invalidInput : .success)
        }
    }
}
