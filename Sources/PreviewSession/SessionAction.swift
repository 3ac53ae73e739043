/// What the user asked for, whatever key or click it came from.
public enum SessionAction: Sendable, Equatable {
    case cycleMode
    case togglePrivacy
    case toggleLuminance
    case nextDevice
    /// The next iOS version's Lock Screen layout (16, 17, 18, 26).
    case cycleIOS
    case previousDevice
    case nextTheme
    case toggleZoom
    case nextSlot
    case previousSlot
    /// A click at a cell of the terminal.
    case click(column: Int, row: Int)
    case openPicker
    case toggleHelp
    case export
    case reload
    case quit
    /// Inside an overlay: move the highlight, choose, close.
    case moveHighlight(Int)
    case choose
    case closeOverlay
}
