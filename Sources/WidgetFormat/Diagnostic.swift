import Findings
import ViewTree

/// One problem found in a widget file, kept as data (severity, kind, id) until it is printed.
public struct Diagnostic: Error, Sendable, Hashable {
    public typealias Severity = Findings.Severity

    public var severity: Severity
    /// About the widget, or about what the preview draws instead.
    public var kind: FindingKind
    /// Which kind of message this is, where its maker names one.
    public var id: MessageID?
    /// Where the problem is; nil when it concerns the whole file.
    public var location: SourceLocation?
    /// What was found and what was expected, with a suggestion where there is one.
    public var message: String
    /// The file the problem is in, when it is not the file being loaded (a folder's other sources).
    public var path: String?

    public init(_ severity: Severity, at location: SourceLocation?, _ message: String, path: String? = nil,
                kind: FindingKind? = nil, id: MessageID? = nil) {
        self.severity = severity
        self.kind = kind ?? .default(for: severity)
        self.id = id
        self.location = location
        self.message = message
        self.path = path
    }

    public static func error(at location: SourceLocation?, _ message: String) -> Diagnostic {
        Diagnostic(.error, at: location, message)
    }

    public static func warning(at location: SourceLocation?, _ message: String, kind: FindingKind = .preview,
                               id: MessageID? = nil) -> Diagnostic {
        Diagnostic(.warning, at: location, message, kind: kind, id: id)
    }

    /// `path:line:col: error: message`, followed by the source line and a caret when the text is
    /// known; control characters from the input are shown escaped (`VisibleText`).
    public func rendered(path: String, source: SourceText?) -> String {
        let path = VisibleText.escaping(path), message = VisibleText.escaping(message, keepingLineBreaks: true)
        guard let location else { return "\(path): \(severity.rawValue): \(message)" }
        var text = "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        if let source, let line = source.line(location.line) {
            let (excerpt, column) = SourceText.excerpt(of: line, around: location.column)
            let shown = VisibleText.escaping(excerpt)
            let before = VisibleText.escaping(String(excerpt.prefix(max(column - 1, 0))))
            text += "\n" + shown + "\n" + SourceText.caretLine(under: shown, column: before.count + 1)
        }
        return text
    }
}

extension Diagnostic {
    /// The most messages shown for one file: past it, one note says how many more there are
    /// (as compilers stop after a screenful). A file with 10,000 mistakes on one 200 KB line
    /// would otherwise print 10,000 excerpts of that line.
    public static let shownLimit = 100

    /// `diagnostics` rendered by `render`, at most `shownLimit` of them, then the note.
    public static func renderedList(_ diagnostics: [Diagnostic], path: String, _ render: (Diagnostic) -> String) -> [String] {
        var lines = diagnostics.prefix(shownLimit).map(render)
        if diagnostics.count > shownLimit {
            lines.append("\(VisibleText.escaping(path)): note: \(diagnostics.count - shownLimit) more problems are not shown; fix the ones above first")
        }
        return lines
    }
}

extension Array where Element == Diagnostic {
    /// True when any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
