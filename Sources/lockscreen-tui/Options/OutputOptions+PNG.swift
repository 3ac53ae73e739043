import ArgumentParser
import Foundation
import Raster
import TerminalCapabilities
import TerminalGraphics

extension OutputOptions {
    /// The format written: `--format`, except that `-o FILE.png` with the default `ansi` means png.
    var resolvedFormat: PictureFormat {
        if format == .ansi, let output, output.lowercased().hasSuffix(".png") { return .png }
        return format
    }

    /// The file or standard output, and whether a picture goes there.
    var destination: OutputDestination {
        OutputDestination(path: output, isPicture: resolvedFormat == .png)
    }

    /// Checks the destination before anything is drawn (a missing folder, a PNG for a terminal).
    /// A path that cannot be written is said here, since swift-argument-parser gives what
    /// `validate` throws its own prefix and status.
    func validate() throws {
        do {
            try destination.check()
        } catch let failure as CannotWrite {
            printError(failure.description)
            throw ExitCode(CannotWrite.status)
        }
    }

    /// Writes pixels as a PNG to the file or to standard output; or, when `graphics` names a
    /// pixel protocol, in that protocol fitted into `area` (cells), followed by a line break.
    func emit(_ pixels: PixelBuffer, graphics: GraphicsProtocol? = nil, area: (columns: Int, rows: Int) = TerminalSize.fallback) throws {
        guard let graphics, resolvedFormat == .ansi else { return try write(Data(try PNGPicture.bytes(of: pixels))) }
        let found = terminal
        let picture = TerminalPicture(graphics: graphics, cell: found.cellPixels?.value ?? TerminalPicture.assumedCell,
                                      throughTmux: found.passthrough)
        do {
            try write(Data(try picture.bytes(for: pixels, columns: area.columns, rows: area.rows)))
        } catch let failure as TerminalPicture.Failure {
            throw PNGPicture.Problem(description: failure.description)
        }
    }
}
