import Cells
/// One cell of a row reduced to what the writer must show, colours packed as they will be
/// sent. Plain data, so planning a row copies no strings.
struct PlannedCell {
    enum Kind: UInt8 {
        /// Nothing to write: the right half of a wide character just written.
        case skip
        /// A space: only the background (`second`) matters.
        case space
        /// Two different pixel colours, `first` on top: `▀` (fg top) or `▄` (fg bottom).
        case halves
        /// A character (`first` fg, `second` bg, `style`), taken from the grid when written.
        case text
    }

    var kind: Kind
    var first: PackedColor
    var second: PackedColor
    var style: CellTextStyle
    /// `EscapeLength.of(first)` and `EscapeLength.of(second)`, computed once.
    var firstLength: UInt8 = 0
    var secondLength: UInt8 = 0
}
