import Findings
import Foundation
import ViewTree

/// One line of `check`'s report: a finding of a check, or a problem found while reading a file,
/// with its kind (about the widget, or about what the preview approximates) and its id.
public struct ReportItem: Sendable, Hashable {
    public typealias Severity = Findings.Severity

    public var severity: Severity
    public var kind: FindingKind
    public var file: String
    public var location: SourceLocation?
    public var message: String
    /// Which kind of message it is: the check's name for a check's finding, the reader's or the
    /// evaluator's id (`undeclared-name`) where it names one.
    public var id: MessageID?

    public init(severity: Severity, kind: FindingKind? = nil, file: String, location: SourceLocation?, message: String,
                id: MessageID? = nil) {
        self.severity = severity
        self.kind = kind ?? .default(for: severity)
        self.file = file
        self.location = location
        self.message = message
        self.id = id
    }

    /// A check's finding, its message followed by where it happens when that is not everywhere:
    /// always about the widget.
    public init(_ finding: Finding) {
        var message = finding.message
        var places: [String] = []
        if !finding.devices.isEmpty { places.append("on " + finding.devices.joined(separator: ", ")) }
        if !finding.families.isEmpty { places.append(finding.families.map(\.rawValue).joined(separator: ", ")) }
        if !places.isEmpty { message += " (" + places.joined(separator: "; ") + ")" }
        self.init(severity: .warning, kind: .widget, file: finding.file, location: finding.location, message: message,
                  id: MessageID(rawValue: finding.check.rawValue))
    }

    /// The check that found it; nil for a problem of reading the file.
    public var check: CheckName? { kind == .widget ? id.flatMap { CheckName(rawValue: $0.rawValue) } : nil }
}
