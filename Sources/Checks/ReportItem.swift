import Foundation
import ViewTree

/// One line of `check`'s report: a finding of a check, or a problem found while reading a file.
public struct ReportItem: Sendable, Hashable {
    public enum Severity: String, Sendable {
        case error, warning
    }

    public var severity: Severity
    public var file: String
    public var location: SourceLocation?
    public var message: String
    /// The check that found it; nil for a problem of reading the file.
    public var check: CheckName?

    public init(severity: Severity, file: String, location: SourceLocation?, message: String, check: CheckName? = nil) {
        self.severity = severity
        self.file = file
        self.location = location
        self.message = message
        self.check = check
    }

    /// A check's finding, its message followed by where it happens when that is not everywhere.
    public init(_ finding: Finding) {
        var message = finding.message
        var places: [String] = []
        if !finding.devices.isEmpty { places.append("on " + finding.devices.joined(separator: ", ")) }
        if !finding.families.isEmpty { places.append(finding.families.map(\.rawValue).joined(separator: ", ")) }
        if !places.isEmpty { message += " (" + places.joined(separator: "; ") + ")" }
        self.init(severity: .warning, file: finding.file, location: finding.location, message: message, check: finding.check)
    }
}

/// How `check` writes its report: `file:line:col: warning: …` lines, JSON, or GitHub Actions
/// workflow commands (`::warning file=…,line=…::…`), which annotate a pull request's diff.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, github

    public func render(_ items: [ReportItem]) -> String {
        switch self {
        case .text:
            return items.map { item in
                let position = item.location.map { ":\($0.line):\($0.column)" } ?? ""
                let name = item.check.map { " [\($0.rawValue)]" } ?? ""
                return VisibleText.escaping("\(item.file)\(position): \(item.severity.rawValue): \(item.message)\(name)") + "\n"
            }.joined()
        case .github:
            return items.map { item in
                var properties = ["file=\(Self.property(VisibleText.escaping(item.file)))"]
                if let location = item.location { properties += ["line=\(location.line)", "col=\(location.column)"] }
                properties.append("title=\(Self.property("lockscreen-tui " + (item.check?.rawValue ?? item.severity.rawValue)))")
                return "::\(item.severity.rawValue) \(properties.joined(separator: ","))::\(Self.data(VisibleText.escaping(item.message)))\n"
            }.joined()
        case .json:
            let objects: [[String: Any]] = items.map { item in
                var object: [String: Any] = ["severity": item.severity.rawValue, "file": item.file, "message": item.message]
                if let location = item.location {
                    object["line"] = location.line
                    object["column"] = location.column
                }
                if let check = item.check { object["check"] = check.rawValue }
                return object
            }
            let data = (try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])) ?? Data("[]".utf8)
            return String(decoding: data, as: UTF8.self) + "\n"
        }
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
