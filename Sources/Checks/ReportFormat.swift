import Findings
import Foundation
import ViewTree

/// How `check` writes its report: `file:line:col: warning: …` lines, JSON, or GitHub Actions
/// workflow commands (`::warning file=…,line=…::…`), which annotate a pull request's diff.
/// Findings about the widget come first; what the preview approximates follows (text), carries
/// `"kind": "preview"` (JSON), or is one summary line and no annotation (github), since it is no
/// fault of the code under review.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, github

    public func render(_ items: [ReportItem]) -> String {
        let widget = items.filter { $0.kind == .widget }, preview = items.filter { $0.kind == .preview }
        switch self {
        case .text:
            var text = widget.map(Self.line).joined()
            if !preview.isEmpty {
                text += "\(Self.previewHeading) (\(preview.count))\n" + preview.map(Self.line).joined()
            }
            return text
        case .github:
            var text = widget.map { item in
                var properties = ["file=\(Self.property(VisibleText.escaping(item.file)))"]
                if let location = item.location { properties += ["line=\(location.line)", "col=\(location.column)"] }
                properties.append("title=\(Self.property("lockscreen-tui " + (item.id?.rawValue ?? item.severity.rawValue)))")
                return "::\(item.severity.rawValue) \(properties.joined(separator: ","))::\(Self.data(VisibleText.escaping(item.message)))\n"
            }.joined()
            if !preview.isEmpty {
                text += "lockscreen-tui: \(preview.count) preview finding\(preview.count == 1 ? "" : "s") (what this tool approximates, "
                    + "not problems of the widget) \(preview.count == 1 ? "is" : "are") not annotated; 'check --format text' lists them\n"
            }
            return text
        case .json:
            let objects: [[String: Any]] = (widget + preview).map { item in
                var object: [String: Any] = ["severity": item.severity.rawValue, "kind": item.kind.rawValue, "file": item.file,
                                             "message": item.message]
                if let location = item.location {
                    object["line"] = location.line
                    object["column"] = location.column
                }
                if let id = item.id { object["id"] = id.rawValue }
                if let check = item.check { object["check"] = check.rawValue }
                return object
            }
            let data = (try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])) ?? Data("[]".utf8)
            return String(decoding: data, as: UTF8.self) + "\n"
        }
    }

    /// The line of the text report above the preview findings, which follow the widget's.
    static let previewHeading = "preview: what this tool approximates"

    /// `file:line:col: severity: message [id]`, escaped for the terminal.
    static func line(_ item: ReportItem) -> String {
        let position = item.location.map { ":\($0.line):\($0.column)" } ?? ""
        let name = item.id.map { " [\($0.rawValue)]" } ?? ""
        return VisibleText.escaping("\(item.file)\(position): \(item.severity.rawValue): \(item.message)\(name)") + "\n"
    }

    /// A workflow command's message, escaped as GitHub's toolkit escapes it.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value, escaped as GitHub's toolkit escapes it.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
