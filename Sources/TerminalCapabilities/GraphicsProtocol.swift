/// How pictures reach the screen. The raw values are what `--graphics` takes.
///
/// The cases are in order of preference, best first, for a terminal that can do several
/// (`preferred(_:)`): the kitty protocol keeps an image id, so the live preview replaces its
/// picture in place instead of sending it again over the old one; iTerm2's inline images
/// carry full colour but are sent whole each time; sixel paints from a palette of colour
/// registers (256 in most terminals), so pictures are dithered; half blocks work everywhere,
/// two pixels per cell.
public enum GraphicsProtocol: String, Sendable, Hashable, CaseIterable {
    case kitty
    case iterm
    case sixel
    case blocks

    /// One line for `--help` and the status bar.
    public var summary: String {
        switch self {
        case .kitty: "kitty graphics protocol"
        case .iterm: "iTerm2 inline images (OSC 1337)"
        case .sixel: "DEC sixel"
        case .blocks: "half-block characters ▀▄, any terminal"
        }
    }

    /// Whether pictures are sent as pixels rather than as characters.
    public var sendsPixels: Bool { self != .blocks }

    /// The most preferred of `candidates` (see the order above); nil when there are none.
    public static func preferred(_ candidates: [Detected<GraphicsProtocol>]) -> Detected<GraphicsProtocol>? {
        candidates.min { allCases.firstIndex(of: $0.value)! < allCases.firstIndex(of: $1.value)! }
    }
}
