import Cells
import TerminalGraphics
import TerminalScreen

/// What the session needs from a terminal: its size, a way to show a frame (and a picture in
/// real pixels over it, where the terminal has them), and input. `CursesScreen` is the real one;
/// tests use a recording fake.
public protocol SessionScreen: AnyObject {
    var size: (columns: Int, rows: Int) { get }
    func draw(_ grid: CellGrid)
    /// The next input within `milliseconds`, or nil.
    func read(waiting milliseconds: Int32) -> TerminalInput?
    /// How pictures are sent as real pixels, or nil when the screen shows cells only.
    var pictures: TerminalPicture? { get }
    /// Shows `picture` over the last frame drawn, or removes the one shown (nil).
    func show(_ picture: ScreenPicture?)
}

extension SessionScreen {
    public var pictures: TerminalPicture? { nil }
    public func show(_ picture: ScreenPicture?) {}
}

extension CursesScreen: SessionScreen {}
