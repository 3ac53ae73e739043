/// What the terminal this process runs in can show, each answer with its reason for the
/// status bar: the colours cells are sent with, how pictures are sent, the cell size in pixels
/// for pictures sent as pixels, and whether tmux passes wrapped sequences through.
public struct TerminalCapabilities: Sendable, Hashable {
    public var colorDepth: Detected<ColorDepth>
    public var graphics: Detected<GraphicsProtocol>
    /// Nil when neither the window size nor the terminal told.
    public var cellPixels: Detected<CellPixelSize>?
    /// Inside tmux with `allow-passthrough` on: pictures must be wrapped in
    /// `ESC P tmux; … ESC \` (each `ESC` doubled) to reach the terminal, unless tmux draws them
    /// itself (sixel with tmux's sixel feature).
    public var passthrough: Bool
    /// Keys typed while the terminal was asked, for the caller's input queue.
    public var typeahead: [UInt8]

    public init(colorDepth: Detected<ColorDepth>, graphics: Detected<GraphicsProtocol>, cellPixels: Detected<CellPixelSize>? = nil,
                passthrough: Bool = false, typeahead: [UInt8] = []) {
        self.colorDepth = colorDepth
        self.graphics = graphics
        self.cellPixels = cellPixels
        self.passthrough = passthrough
        self.typeahead = typeahead
    }
}
