import Foundation
import ViewTree

/// The outcome of reading one theme file: the theme when it is valid, and every problem found.
public struct ThemeLoadResult: Sendable {
    public var path: String
    public var theme: Theme?
    public var diagnostics: [Diagnostic]
    /// The text, when it could be read, for showing source lines in messages.
    public var source: SourceText?
    public var exitStatus: ExitStatus

    /// Every diagnostic as `path:line:col: severity: message` with its source line.
    public var renderedDiagnostics: [String] {
        Diagnostic.renderedList(diagnostics, path: path) { $0.rendered(path: path, source: source) }
    }
}

/// Reads theme files (docs/lockscreen-files.md). The theme's name is the file's stem.
public enum ThemeLoader {
    /// Reads and decodes a theme file; messages name it `displayPath` (default: the path as given).
    public static func load(path: String, displayPath: String? = nil) -> ThemeLoadResult {
        let shownPath = displayPath ?? path
        let parsed = ParsedFile.read(path: path)
        guard let root = parsed.root else {
            return ThemeLoadResult(path: shownPath, theme: nil, diagnostics: parsed.failure.map { [$0] } ?? [],
                                   source: parsed.source, exitStatus: parsed.exitStatus)
        }
        var decoder = WidgetDecoder(baseDirectory: ParsedFile.folder(of: path))
        let theme = decoder.decodeTheme(root, name: name(ofPath: path))
        return ThemeLoadResult(path: shownPath, theme: theme, diagnostics: decoder.diagnostics.orderedByLocation(),
                               source: parsed.source, exitStatus: theme == nil ? .invalidInput : .success)
    }

    /// `aurora` for `themes/aurora.yaml`.
    public static func name(ofPath path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
