/// What a cell shows.
public enum CellGlyph: Sendable, Hashable {
    /// Two vertical pixels: the cell's foreground is the top pixel, its background the bottom
    /// one. The writer draws `▀`, `▄` or a space, whichever costs least.
    case pixels
    /// A character drawn in the foreground colour over the background. A wide character
    /// (two columns) is followed by a `continuation` cell.
    case character(Character)
    /// The right half of the wide character in the cell to the left; it carries the same
    /// colours and is never written itself.
    case continuation
}
