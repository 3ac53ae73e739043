import Cells
import Foundation
import Writers

/// The real `lockscreen-tui` binary running in a detached tmux session of its own (a private
/// server socket), driven with `send-keys` and read back with `capture-pane -p -e -N` decoded
/// into cells. The shell around it prints `EXITED <status>` when it ends.
final class TmuxPane {
    let socket = "lockscreen-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    private(set) var columns: Int
    private(set) var rows: Int

    static var isAvailable: Bool { (try? run(["tmux", "-V"]).status) == 0 }

    static var binary: URL {
        let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
            .map { $0.appendingPathComponent("lockscreen-tui") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Starts `lockscreen-tui arguments` in `folder` with TERM=tmux-256color and COLORTERM=truecolor;
    /// an empty value in `environment` removes that variable.
    init(arguments: [String], folder: URL, columns: Int = 120, rows: Int = 40, environment: [String: String] = [:]) throws {
        self.columns = columns
        self.rows = rows
        var variables = ["TERM": "tmux-256color", "COLORTERM": "truecolor", "TZ": "UTC", "LANG": "C.UTF-8",
                         "SWIFT_BACKTRACE": "enable=no",
                         // Scaled wallpapers are kept in a cache of the test run's own, never the user's.
                         "XDG_CACHE_HOME": FileManager.default.temporaryDirectory.appendingPathComponent("lockscreen-tui-test-cache-\(getpid())").path]
        var removed = ["NO_COLOR"]
        for (key, value) in environment {
            variables[key] = value.isEmpty ? nil : value
            if value.isEmpty { removed.append(key) }
        }
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }.joined(separator: " ")
        let unset = removed.map { "-u \($0)" }.joined(separator: " ")
        let command = "cd \(Self.quote(folder.path)) && env \(unset) \(assignments) \(Self.quote(Self.binary.path)) "
            + arguments.map(Self.quote).joined(separator: " ") + "; echo EXITED $?; sleep 600"
        let result = try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "main", "sh", "-c", command])
        guard result.status == 0 else { throw TmuxError(message: "tmux new-session failed: \(result.output)") }
    }

    deinit { _ = try? tmux(["kill-server"]) }

    /// Types `keys` (tmux key names: "m", "Enter", "Escape", "Tab").
    func send(_ keys: String...) throws {
        _ = try tmux(["send-keys", "-t", "main"] + keys)
    }

    /// Types raw bytes, as a terminal sends a sequence it has its own way (`1b 5b 41`: ESC [ A).
    func sendBytes(_ hex: String...) throws {
        _ = try tmux(["send-keys", "-t", "main", "-H"] + hex)
    }

    /// The pane's cells, as a terminal shows them.
    func capture() throws -> CellGrid {
        let text = try tmux(["capture-pane", "-p", "-e", "-N", "-t", "main"]).output
        let grid = AnsiParser.parse(text, width: columns)
        var cells = Array(grid.cells.prefix(columns * rows))
        cells += Array(repeating: Cell.blank, count: columns * rows - cells.count)
        return CellGrid(width: columns, height: rows, cells: cells).displayForm
    }

    /// The pane's text, one string per row.
    func lines() throws -> [String] {
        try tmux(["capture-pane", "-p", "-t", "main"]).output.components(separatedBy: "\n")
    }

    /// A tmux format of the pane, such as `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "main", format]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The terminal modes a program can leave on: alternate screen, cursor, mouse, keypad.
    func modes() throws -> String {
        try display("alt=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}#{mouse_sgr_flag} keypad=#{keypad_flag}#{keypad_cursor_flag}")
    }

    /// The modes of a fresh pane.
    static let untouchedModes = "alt=0 cursor=1 mouse=0000 keypad=00"

    func resize(columns: Int, rows: Int) throws {
        _ = try tmux(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)"])
        self.columns = columns
        self.rows = rows
    }

    /// The process id of lockscreen-tui (the shell's child).
    func programID() throws -> Int32 {
        let shell = try display("#{pane_pid}")
        let children = try Self.run(["pgrep", "-P", shell]).output.split(separator: "\n")
        guard let first = children.first, let pid = Int32(first) else { throw TmuxError(message: "no child of \(shell)") }
        return pid
    }

    /// How long an export (`e`: an ANSI file and a PNG at the device's pixels) may take before a
    /// test gives up: a debug build on a busy two-core machine took up to 30 s. These tests check
    /// what an export writes; how fast it is is measured by the benchmark (docs/performance.md).
    static let exportTimeout = 120.0

    /// Polls until `condition` holds on the pane's text, or `timeout` seconds pass; returns the
    /// seconds it took, nil on timeout.
    @discardableResult
    func wait(timeout: Double = 20, until condition: ([String]) -> Bool) throws -> Double? {
        let start = Date()
        while Date().timeIntervalSince(start) < timeout {
            if condition(try lines()) { return Date().timeIntervalSince(start) }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }

    /// Polls until two captures `interval` apart are the same (the frame has arrived whole);
    /// returns the last.
    @discardableResult
    func waitUntilSteady(interval: Double = 0.15, timeout: Double = 20) throws -> CellGrid {
        let start = Date()
        var latest = try capture()
        while Date().timeIntervalSince(start) < timeout {
            Thread.sleep(forTimeInterval: interval)
            let next = try capture()
            if next == latest { return next }
            latest = next
        }
        return latest
    }

    /// Polls until the captured cells differ from `grid`; returns the new capture.
    func waitForChange(from grid: CellGrid, timeout: Double = 20) throws -> CellGrid {
        let start = Date()
        var latest = try capture()
        while latest == grid && Date().timeIntervalSince(start) < timeout {
            Thread.sleep(forTimeInterval: 0.02)
            latest = try capture()
        }
        // Let the frame finish arriving.
        Thread.sleep(forTimeInterval: 0.2)
        return try capture()
    }

    private func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try Self.run(["tmux", "-L", socket] + arguments)
    }

    /// Runs a command to its end, its output going through a file. Spawned and waited for
    /// directly (`SpawnedProgram`): Foundation's `Process` would wait for every copy of its
    /// internal descriptors, and the tmux server that `new-session` forks keeps them for its
    /// whole life.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let capture = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-output-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: capture) }
        let exit = SpawnedProgram.wait(try SpawnedProgram.start(arguments, output: capture.path))
        return (exit, String(decoding: (try? Data(contentsOf: capture)) ?? Data(), as: UTF8.self))
    }

    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

struct TmuxError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
