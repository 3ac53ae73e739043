import ArgumentParser
import Cells
import Foundation
import TerminalCapabilities
import ViewTree
import Writers

/// How a picture is written: colour depth, graphics protocol, format and destination.
struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Colours: truecolor, 256 or none. Default: none when NO_COLOR is set; else what the terminal has (COLORTERM, the terminal program, tmux's client, terminfo, or the terminal's answer on a terminal); else 256.",
        valueName: "depth"))
    var color: ColorDepth?

    @Option(name: .long, help: ArgumentHelp(
        "Pictures on a terminal: auto, kitty, iterm, sixel or blocks. auto sends real pixels (every text drawn from the font) where the terminal shows them: kitty's protocol (kitty, Ghostty), iTerm2's images (iTerm2, WezTerm, Konsole, VS Code), sixel (foot, xterm -ti vt340, Windows Terminal), found from the environment or a 250 ms question; else half blocks. Files and pipes get half blocks unless a protocol is named.",
        valueName: "protocol"))
    var graphics: GraphicsChoice = GraphicsChoice(forced: nil)

    @Option(name: .long, help: ArgumentHelp("ansi (for cat and terminals), cells (the cell grid as text, for debugging and diffs) or png (a picture: the device's own pixels, or with --width, --height or --scale the cells as a terminal shows them). -o FILE.png means png.", valueName: "format"))
    var format: PictureFormat = .ansi

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write to this file instead of standard output (a PNG when it ends in .png).", valueName: "file"))
    var output: String?

    /// Whether the picture goes to a terminal: standard output, a terminal, ANSI text.
    var writesToTerminal: Bool {
        output == nil && resolvedFormat == .ansi && isatty(STDOUT_FILENO) == 1
    }

    /// What the destination shows, found out once (`TerminalOutput`).
    var terminal: TerminalCapabilities {
        TerminalOutput.capabilities(color: color, graphics: graphics.forced, toTerminal: writesToTerminal)
    }

    /// The colour depth to use: the option, else what the terminal or environment says.
    func depth() -> ColorDepth {
        terminal.colorDepth.value
    }

    /// The pixel protocol pictures are written with, or nil for cells: only ANSI output, and
    /// `auto` only when no cell size (`--scale`) was asked for.
    func pixelProtocol(cellSizeAsked: Bool) -> GraphicsProtocol? {
        guard resolvedFormat == .ansi, !(cellSizeAsked && graphics.forced == nil) else { return nil }
        let chosen = terminal.graphics.value
        return chosen.sendsPixels ? chosen : nil
    }

    func bytes(for grid: CellGrid) throws -> [UInt8] {
        switch resolvedFormat {
        case .png:
            return try PNGPicture.bytes(ofCells: grid, depth: color)
        case .cells:
            return Array(CellGridText.render(grid).utf8)
        case .ansi:
            let depth = depth()
            return AnsiWriter(depth: depth).write(depth == .trueColor ? NearColorReuse().applied(to: grid) : grid)
        }
    }

    /// Writes the picture to the file or to standard output.
    func emit(_ grid: CellGrid) throws {
        try write(Data(try bytes(for: grid)))
    }

    /// Writes bytes to the file or to standard output; a file that cannot be written is named.
    /// A file is written whole or not at all (a new file renamed over it), so that a reader never
    /// sees half a picture; a special file (`/dev/stdout`, a FIFO) is written as it is.
    func write(_ data: Data) throws {
        guard let output else {
            StandardStreams.write(data, to: STDOUT_FILENO)
            return
        }
        let isSpecial = FileIdentity(path: output).map { !$0.isRegularFile } ?? false
        do {
            try data.write(to: URL(fileURLWithPath: output), options: isSpecial ? [] : .atomic)
        } catch {
            throw CannotWrite(output, "cannot write the picture", error)
        }
    }
}

/// `--format`.
enum PictureFormat: String, ExpressibleByArgument, CaseIterable {
    case ansi, cells, png
}
