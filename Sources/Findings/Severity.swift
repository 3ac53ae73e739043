/// How serious a message is: an error stops the file from being drawn (and `check`, `validate`
/// and `render` exit 65); a warning does not.
public enum Severity: String, Sendable, Hashable, CaseIterable {
    case error, warning
}
