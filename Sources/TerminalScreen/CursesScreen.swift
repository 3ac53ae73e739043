import Cells
import CNcursesw
import Foundation
import TerminalCapabilities
import TerminalGraphics
import Writers

/// The interactive screen: ncursesw on the terminal, drawing `CellGrid`s (the same grids the
/// ANSI writer turns into text) and reporting input.
///
/// Colours go through the screen's own pair table (`ColorPairTable`): 24-bit values on a
/// direct-colour entry (a private one compiled with `tic -x` when `$TERM`'s entry has only 256
/// colours), xterm palette indices otherwise, or none. Only the cells that changed since the
/// last frame are handed to ncurses, which then sends only what differs on the screen. The
/// terminal is restored by `stop()`, and by `TerminalRestorer` on signals and crashes.
public final class CursesScreen {
    public let depth: ColorDepth
    let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    var pairs: ColorPairTable
    /// What the window holds, as the front end drew it.
    var shown: CellGrid?
    var scratch = CellScratch()
    var stopped = false
    let files: (input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>)
    /// How pictures are sent as real pixels, or nil for cells only.
    public let pictures: TerminalPicture?
    /// The picture on the screen, as last sent.
    var shownPicture: ScreenPicture?
    /// True when cells written since have covered part of `shownPicture`: send it again.
    var pictureIsCovered = false

    /// Starts ncurses on the terminal at `input`/`output` (standard input and output by
    /// default), with the colours `chooseDepth` picks from what terminfo says (it runs before
    /// ncurses takes the terminal, so it may ask the terminal itself: `TerminalCapabilities`).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, pictures: TerminalPicture? = nil,
                chooseDepth: (TerminfoColorSupport) -> ColorDepth) throws {
        guard isatty(input) == 1, isatty(output) == 1 else { throw TerminalError.notATerminal }
        let term = environment["TERM"] ?? ""
        guard !term.isEmpty, term != "dumb" else { throw TerminalError.dumbTerminal }
        UTF8Locale.ensure()
        guard let terminfo = TerminfoColors.read(term: term, output: output) else { throw TerminalError.unknownTerminal(term) }
        var depth = chooseDepth(terminfo)
        var entry = term
        var compiled: PrivateTerminfo?
        if depth == .trueColor && !terminfo.isDirect {
            if let made = try? PrivateTerminfo.compile(base: term) {
                compiled = made
                entry = made.name
                setenv("TERMINFO", made.directory.path, 1)
            } else {
                depth = terminfo.colors >= 256 ? .palette256 : .none
            }
        }
        TerminalRestorer.install(input: input, output: output)
        guard let outFile = fdopen(dup(output), "w"), let inFile = fdopen(dup(input), "r"),
              let screen = newterm(entry, outFile, inFile) else {
            TerminalRestorer.uninstall()
            compiled?.remove()
            throw TerminalError.cannotStart(term)
        }
        // The entry is in memory now; the private copy is no longer needed.
        if let compiled {
            compiled.remove()
            if let original = environment["TERMINFO"] { setenv("TERMINFO", original, 1) } else { unsetenv("TERMINFO") }
        }
        set_term(screen)
        self.screen = screen
        files = (inFile, outFile)
        self.window = cncurses_stdscr()
        if depth != .none && !has_colors() { depth = .none }
        if depth != .none {
            start_color()
            use_default_colors()
        }
        self.depth = depth
        self.pictures = pictures
        pairs = ColorPairTable(capacity: depth == .none ? 0 : Int(min(cncurses_color_pairs(), 0x10000)) - 1)
        cbreak()
        noecho()
        nonl()
        keypad(window, true)
        leaveok(window, true)
        curs_set(0)
        set_escdelay(25)
        mousemask(cncurses_click_mask(), nil)
        mouseinterval(0)
        TerminalRestorer.prepare(clearing: pictures?.graphics == .kitty ? KittyGraphics().deleteAll() : [])
    }

    deinit { stop() }

    /// The terminal's size in cells.
    public var size: (columns: Int, rows: Int) {
        (Int(getmaxx(window)), Int(getmaxy(window)))
    }

    /// Leaves ncurses and gives the terminal back as it was.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        show(nil)
        endwin()
        delscreen(screen)
        fclose(files.input)
        fclose(files.output)
        TerminalRestorer.uninstall()
    }
}
