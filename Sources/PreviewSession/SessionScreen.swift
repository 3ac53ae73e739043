import Cells
import TerminalScreen

/// What the session needs from a terminal: its size, a way to show a frame, and input.
/// `CursesScreen` is the real one; tests use a recording fake.
public protocol SessionScreen: AnyObject {
    var size: (columns: Int, rows: Int) { get }
    func draw(_ grid: CellGrid)
    /// The next input within `milliseconds`, or nil.
    func read(waiting milliseconds: Int32) -> TerminalInput?
}

extension CursesScreen: SessionScreen {}
