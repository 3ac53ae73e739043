/// What the session must do after an action changed the state.
public enum SessionEffect: Sendable, Equatable {
    /// Nothing visible changed.
    case none
    /// Only the status bar or an overlay changed: compose the frame again from the last picture.
    case redraw
    /// The picture changed: render the scene again.
    case render
    /// The scene's inputs changed (device, theme, a slot's widget, or `r`): load and render.
    case reload
    /// Put a slot's widget file in the slot, then load and render.
    case place(slot: Int, choice: WidgetChoice)
    case export
    /// Write the placement and settings as an arrangement file.
    case save
    case quit
}
