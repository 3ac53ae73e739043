/// How many colours cells are sent with: 24-bit `38;2;R;G;B`, the xterm 256-colour palette
/// `38;5;N`, or none (text attributes only). The raw values are what `--color` takes.
public enum ColorDepth: String, Sendable, Hashable, CaseIterable {
    case trueColor = "truecolor"
    case palette256 = "256"
    case none

    /// A few words for the status bar.
    public var summary: String {
        switch self {
        case .trueColor: "24-bit"
        case .palette256: "256 colours"
        case .none: "no colour"
        }
    }
}
