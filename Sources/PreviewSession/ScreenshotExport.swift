import Cells
import Foundation
import TerminalScreen
import Writers

/// `e`: the picture as ANSI text, the same bytes `render --lockscreen` writes for the same
/// state, size and colour depth, in a file named after the time (or the `--export` file).
struct ScreenshotExport {
    /// The folder for time-named files.
    var directory: URL
    /// `--export FILE`: always this file instead.
    var file: URL?
    var depth: TerminalColorDepth

    /// The bytes for `grid` at this depth.
    func bytes(for grid: CellGrid) -> [UInt8] {
        switch depth {
        case .direct: AnsiWriter(colorMode: .trueColor).write(grid)
        case .palette256: AnsiWriter(colorMode: .palette256).write(grid)
        case .monochrome: PlainTextWriter().write(grid)
        }
    }

    /// `lockscreen-20260608-094100.ans`, for the moment `date` in the local time zone.
    static func fileName(for date: Date, timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let p = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ v: Int?) -> String { String(format: "%02d", v ?? 0) }
        return "lockscreen-\(p.year ?? 0)\(two(p.month))\(two(p.day))-\(two(p.hour))\(two(p.minute))\(two(p.second)).ans"
    }

    /// Writes `grid` and returns the file's path.
    func write(_ grid: CellGrid, at date: Date = Date()) throws -> String {
        var target = file ?? directory.appendingPathComponent(Self.fileName(for: date))
        if file == nil {
            var n = 2
            let stem = target.deletingPathExtension().lastPathComponent
            while FileManager.default.fileExists(atPath: target.path) {
                target = directory.appendingPathComponent("\(stem)-\(n).ans")
                n += 1
            }
        }
        try Data(bytes(for: grid)).write(to: target)
        return target.path
    }
}
