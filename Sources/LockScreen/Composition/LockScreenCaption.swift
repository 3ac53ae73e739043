import Cells
import ViewTree

/// The line under the picture when the mode is not vibrant: the iPhone Lock Screen always
/// draws widgets vibrant; accented and full colour are what watch faces do.
public enum LockScreenCaption {
    public static let color = RGB24(hex: 0xAEAEB2)

    /// The caption for a mode, nil for vibrant.
    public static func text(for mode: RenderingMode) -> String? {
        switch mode {
        case .vibrant: nil
        case .accented: "accented (watch faces) · the iPhone Lock Screen is vibrant"
        case .fullColor: "full colour (watch faces) · the iPhone Lock Screen is vibrant"
        }
    }

    /// Writes the caption centred on a row, cut with "…" when the row is narrower.
    static func write(_ caption: String, into grid: inout CellGrid, row: Int) {
        var characters = Array(caption)
        if characters.count > grid.width {
            characters = Array(characters.prefix(max(grid.width - 1, 0))) + (grid.width > 0 ? ["…"] : [])
        }
        let start = (grid.width - characters.count) / 2
        grid.put(text: String(characters), at: CellPosition(column: start, row: row), foreground: .rgb(color))
    }
}
