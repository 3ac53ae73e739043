import TerminalScreen

extension ColorDepth {
    /// The screen's depth for `--color`.
    var terminalDepth: TerminalColorDepth {
        switch self {
        case .truecolor: .direct
        case .palette256: .palette256
        case .none: .monochrome
        }
    }
}
