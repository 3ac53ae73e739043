/// What the user asked for, whatever key or click it came from.
public enum SessionAction: Sendable, Equatable {
    case cycleMode
    case togglePrivacy
    case toggleLuminance
    case nextDevice
    /// The next iOS version's Lock Screen layout (16, 17, 18, 26).
    case cycleIOS
    /// The clock's next typeface (default, rounded, serif).
    case cycleClockTypeface
    /// Every toggle control in the corners the other way (`o`).
    case flipControls
    /// StandBy off, by day, at night (`n`).
    case cycleStandBy
    /// A Live Activity on the Lock Screen, then its Dynamic Island compact, minimal, expanded, StandBy, the Smart Stack (`a`).
    case cycleActivityPresentation
    /// The next language and region of `SessionState.localeTour` (`L`).
    case cycleLocale
    /// The next larger or smaller text size (`+`, `-`).
    case largerText
    case smallerText
    /// An iPad turned between portrait and landscape (`R`).
    case turnDevice
    case previousDevice
    case nextTheme
    case toggleZoom
    /// The selected slot in every rendering variant, or back (`v`).
    case toggleVariants
    case nextSlot
    case previousSlot
    /// A click at a cell of the terminal.
    case click(column: Int, row: Int)
    case openPicker
    case toggleHelp
    case export
    /// The selected slot's next or previous timeline entry (`]`, `[`).
    case nextEntry
    case previousEntry
    /// Write the current placement and settings as an arrangement file (`s`).
    case save
    /// Show or hide every problem of the files in use (`!`).
    case showProblems
    case reload
    case quit
    /// Inside an overlay: move the highlight, choose, close.
    case moveHighlight(Int)
    case choose
    case closeOverlay
}
