import ArgumentParser
import Cells
import Foundation
import ViewTree
import Writers

/// How a picture is written: colour depth, format and destination.
struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Colours: truecolor, 256 or none. Default: truecolor when COLORTERM is truecolor or 24bit, none when NO_COLOR is set, else 256.",
        valueName: "depth"))
    var color: ColorDepth?

    @Option(name: .long, help: ArgumentHelp("ansi (for cat and terminals), cells (the cell grid as text, for debugging and diffs) or png (a picture: the device's own pixels, or with --width, --height or --scale the cells as a terminal shows them). -o FILE.png means png.", valueName: "format"))
    var format: PictureFormat = .ansi

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write to this file instead of standard output (a PNG when it ends in .png).", valueName: "file"))
    var output: String?

    /// The colour depth to use: the option, else what the environment says (no-color.org, COLORTERM).
    func depth(environment: [String: String] = ProcessInfo.processInfo.environment) -> ColorDepth {
        if let color { return color }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if let colorTerm = environment["COLORTERM"]?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" {
            return .truecolor
        }
        return .palette256
    }

    func bytes(for grid: CellGrid) throws -> [UInt8] {
        switch resolvedFormat {
        case .png:
            return try PNGPicture.bytes(ofCells: grid, depth: color)
        case .cells:
            return Array(CellGridText.render(grid).utf8)
        case .ansi:
            switch depth() {
            case .truecolor: return AnsiWriter(colorMode: .trueColor).write(grid)
            case .palette256: return AnsiWriter(colorMode: .palette256).write(grid)
            case .none: return PlainTextWriter().write(grid)
            }
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

/// `--color`.
enum ColorDepth: String, ExpressibleByArgument, CaseIterable {
    case truecolor
    case palette256 = "256"
    case none
}

/// `--format`.
enum PictureFormat: String, ExpressibleByArgument, CaseIterable {
    case ansi, cells, png
}
