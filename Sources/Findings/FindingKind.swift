/// Whom a message is about: the widget, or this tool's picture of it. `check --strict` fails on
/// `widget` findings only, `--format github` annotates only them; `--strict=all` fails on both.
public enum FindingKind: String, Sendable, Hashable, CaseIterable {
    /// What a device would show wrong, or a file that is not a valid widget: truncated, clipped
    /// or tiny text, content outside its slot or vanishing in vibrant mode, syntax errors.
    case widget
    /// What this tool cannot draw faithfully, and what it draws instead: names it does not
    /// know, SF Symbols outside its set, modifiers it does not draw, values it could not compute.
    case preview

    /// The kind a message has when its maker does not say: errors make the file invalid, so
    /// they are about the widget; the readers' and the evaluator's warnings are about what the
    /// preview draws instead.
    public static func `default`(for severity: Severity) -> FindingKind {
        severity == .error ? .widget : .preview
    }
}
