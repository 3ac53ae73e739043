import Foundation
import Testing

/// `check` on a terminal says what it is doing once it has run past a second, on one line of
/// standard error that it clears before its report; piped (a CI log), it says nothing of it.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "tmux is not installed (scripts/ensure-dependencies test installs it)"))
struct CheckProgressTests {
    static let project = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func aLongCheckShowsItsProgressAndClearsIt() throws {
        // Every sample on every iPhone takes several seconds in a test build.
        let pane = try TmuxPane(arguments: ["check", "sample-widgets", "--time", "9:41", "--date", "2026-06-08"], folder: Self.project)
        let shown = try pane.wait(timeout: 60) { lines in lines.contains { $0.contains("checking ") && $0.contains(" of ") } }
        #expect(shown != nil, "no progress line was shown")
        let done = try pane.wait(timeout: 120) { lines in lines.contains { $0.contains("EXITED") } }
        #expect(done != nil, "check did not finish")
        let lines = try pane.lines()
        #expect(lines.contains { $0.contains("checked ") && $0.contains(" widgets in ") }, "\(lines)")
        #expect(!lines.contains { $0.contains("checking ") && $0.contains(" of ") }, "the progress line was left behind: \(lines)")
    }

    @Test func aPipedCheckShowsNoProgress() throws {
        let process = Process()
        process.executableURL = TmuxPane.binary
        process.arguments = ["check", "sample-widgets/weather.yaml", "sample-widgets/stocks.yaml"]
        process.currentDirectoryURL = Self.project
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(!text.contains("checking ") && !text.contains("\u{1B}[K"), "\(text)")
    }
}
