import Cells
import Foundation
import Images
import Raster
import Rendering
import TerminalCapabilities
import TerminalScreen
import Writers

/// `e`: the picture as ANSI text, the same bytes `render --lockscreen` writes for the same
/// state, size and colour depth, in a file named after the time (or the `--export` file), and
/// beside it, with the same stem, the same state as a PNG at the device's own pixels, as
/// `render --lockscreen -o FILE.png` writes it. `--export FILE.png` writes only the PNG.
struct ScreenshotExport {
    /// The folder for time-named files.
    var directory: URL
    /// `--export FILE`: always this file instead.
    var file: URL?
    var depth: ColorDepth

    /// Why nothing was exported; names the path.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// True when the export is the PNG alone (`--export FILE.png`).
    var writesOnlyPNG: Bool { file?.pathExtension.lowercased() == "png" }

    /// The bytes for `grid` at this depth.
    func bytes(for grid: CellGrid) -> [UInt8] {
        AnsiWriter(depth: depth).write(depth == .trueColor ? NearColorReuse().applied(to: grid) : grid)
    }

    /// `lockscreen-20260608-094100.ans`, for the moment `date` in the local time zone.
    static func fileName(for date: Date, timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let p = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ v: Int?) -> String { String(format: "%02d", v ?? 0) }
        return "lockscreen-\(p.year ?? 0)\(two(p.month))\(two(p.day))-\(two(p.hour))\(two(p.minute))\(two(p.second)).ans"
    }

    /// The ANSI file and the PNG beside it: the `--export` file, else a time-named file in the
    /// folder whose stem neither file uses yet.
    func targets(at date: Date) -> (ansi: URL, png: URL) {
        if let file {
            return (file, file.deletingPathExtension().appendingPathExtension("png"))
        }
        let first = directory.appendingPathComponent(Self.fileName(for: date))
        let stem = first.deletingPathExtension().lastPathComponent
        var ansi = first
        var n = 2
        while FileManager.default.fileExists(atPath: ansi.path)
                || FileManager.default.fileExists(atPath: ansi.deletingPathExtension().appendingPathExtension("png").path) {
            ansi = directory.appendingPathComponent("\(stem)-\(n).ans")
            n += 1
        }
        return (ansi, ansi.deletingPathExtension().appendingPathExtension("png"))
    }

    /// Writes `grid` as ANSI text (nothing for `--export FILE.png`) and returns where the PNG
    /// goes, for `writePNG` to write later: the ANSI text takes a moment, the PNG's pixels
    /// hundreds of milliseconds.
    func writeText(_ grid: CellGrid, at date: Date = Date()) throws -> (ansi: URL, png: URL) {
        let target = targets(at: date)
        let folder = target.ansi.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw Problem(description: "cannot write '\(target.ansi.path)': the folder '\(folder.path)' does not exist")
        }
        if !writesOnlyPNG {
            try write(Data(bytes(for: grid)), to: target.ansi)
        }
        return target
    }

    /// Writes `pixels()` as the PNG of `target` and returns what the export wrote, for the
    /// status line: "x.ans and .png", or the PNG's path alone.
    func writePNG(_ pixels: () throws -> PixelBuffer, to target: (ansi: URL, png: URL)) throws -> String {
        try write(try BitmapImage(pixels()).encoded(), to: target.png)
        return writesOnlyPNG ? target.png.path : "\(target.ansi.path) and .png"
    }

    /// Writes the whole file or nothing: a file being exported is never seen half written.
    func write(_ data: Data, to url: URL) throws {
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw Problem(description: "cannot write '\(url.path)': \(error.localizedDescription)")
        }
    }
}
