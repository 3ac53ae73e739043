import ViewTree

/// A parsed YAML or JSON document, reduced to what widget files use: scalars (with whether they
/// were quoted), mappings with their keys in written order, and sequences; every node knows
/// where it was written.
public indirect enum DocumentNode: Sendable {
    case scalar(String, quoted: Bool, SourceLocation)
    case mapping([MappingEntry], SourceLocation)
    case sequence([DocumentNode], SourceLocation)

    /// One key and value of a mapping.
    public struct MappingEntry: Sendable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: DocumentNode
    }

    public var location: SourceLocation {
        switch self {
        case .scalar(_, _, let l), .mapping(_, let l), .sequence(_, let l): l
        }
    }

    /// True for an unquoted empty value, `~` or `null`.
    public var isNull: Bool {
        if case .scalar(let text, false, _) = self { return text.isEmpty || text == "~" || text == "null" }
        return false
    }

    /// How the node reads in a message: `the string "abc"`, `a mapping`, `a list`.
    public var kindDescription: String {
        switch self {
        case .scalar(let text, let quoted, _):
            if isNull { return "nothing (null)" }
            if !quoted, Double(text) != nil { return "the number \(text)" }
            if !quoted, text == "true" || text == "false" { return "\(text)" }
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "the text \"\(shown)\""
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}
