import Cells
import LockScreen
import TerminalCapabilities

/// What the terminal shows: the picture in all rows but the last, the status bar in the last,
/// a message above it, and the open overlay. A terminal too small for a legible phone gets
/// a message instead.
public enum FrameComposer {
    /// Below this the phone's clock and widgets cannot be told apart.
    public static let minimumColumns = 40
    public static let minimumRows = 20
    /// Rows of a multi-line message (a diagnostic, its source line and caret) shown at most.
    static let messageRows = 3

    /// The picture's size in a terminal of `columns` × `rows`, or nil when it is too small.
    public static func pictureSize(columns: Int, rows: Int) -> (columns: Int, rows: Int)? {
        guard columns >= minimumColumns, rows >= minimumRows else { return nil }
        return (columns, rows - 1)
    }

    /// The frame for `picture` (nil: none yet) in the state, with `selection` (the selected
    /// slot's cells in the picture) outlined.
    public static func compose(picture: CellGrid?, selection: SlotCells? = nil, problems: [String] = [], state: SessionState,
                               facts: StatusFacts, columns: Int, rows: Int) -> CellGrid {
        guard pictureSize(columns: columns, rows: rows) != nil else { return tooSmall(columns: columns, rows: rows) }
        var grid = CellGrid(width: columns, height: rows)
        if let picture {
            grid.paste(picture, at: CellPosition(column: 0, row: 0))
            if let selection { SelectionOutline.draw(around: selection, into: &grid, pictureRows: min(picture.height, rows - 1)) }
        }
        var reserved = 1
        if let message = state.message {
            let lines = message.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(messageRows)
            let first = rows - 1 - lines.count
            let background = message.isError ? ChromeColors.errorBackground : ChromeColors.infoBackground
            for (i, line) in lines.enumerated() {
                for column in 0..<columns {
                    grid[column, first + i] = .character(" ", foreground: ChromeColors.white, background: background)
                }
                grid.put(text: " " + line, at: CellPosition(column: 0, row: first + i), foreground: ChromeColors.white)
            }
            reserved += lines.count
        }
        switch state.overlay {
        case .none:
            break
        case .help:
            let width = KeyBindings.help.map { $0.keys.count }.max() ?? 0
            var lines = KeyBindings.help.map { $0.keys.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.meaning }
            if let terminal = facts.terminal {
                lines += ["", "pictures: \(terminal.graphics.value.summary) (\(terminal.graphics.reason))",
                          "colours: \(terminal.colorDepth.value.summary) (\(terminal.colorDepth.reason))"]
            }
            OverlayBox(title: "Keys", lines: lines).draw(into: &grid, above: reserved)
        case .picker(let picker):
            let lines = picker.choices.isEmpty ? ["no widget file offers the \(picker.family.rawValue) family"]
                : picker.choices.map { choice in
                    choice.name.padding(toLength: (picker.choices.map(\.name.count).max() ?? 0) + 2, withPad: " ", startingAt: 0) + choice.path
                }
            OverlayBox(title: "Widgets for slot \(picker.slot + 1) (\(picker.family.rawValue))", lines: lines,
                       highlighted: picker.choices.isEmpty ? nil : picker.highlighted).draw(into: &grid, above: reserved)
        case .problems:
            let lines = problems.isEmpty ? ["no problems: every file in use reads cleanly"] : ProblemList.lines(of: problems, width: columns - 6)
            OverlayBox(title: problems.count == 1 ? "1 problem" : "\(problems.count) problems", lines: lines)
                .draw(into: &grid, above: reserved)
        }
        StatusBar.draw(state, facts, into: &grid, row: rows - 1)
        return grid
    }

    /// The message shown instead of a picture that would not be legible.
    static func tooSmall(columns: Int, rows: Int) -> CellGrid {
        var grid = CellGrid(width: max(columns, 0), height: max(rows, 0))
        let lines = ["Terminal too small: \(columns)×\(rows).",
                     "The preview needs at least \(minimumColumns)×\(minimumRows).",
                     "Enlarge the window, or press q to quit."]
        let top = max(0, (rows - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < rows {
            let left = max(0, (columns - TerminalWidth.columns(of: line)) / 2)
            grid.put(text: line, at: CellPosition(column: left, row: top + i), foreground: .terminalDefault)
        }
        return grid
    }
}
