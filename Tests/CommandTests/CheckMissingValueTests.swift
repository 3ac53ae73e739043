import Foundation
import Testing

/// A timeline entry without a value a view reads is reported by `check` at the property the
/// view reads (SwiftUI, a preview finding: the entries are the preview's data, which
/// `--strict=all` fails on) or at the reference (a widget file, where it is an error).
@Suite struct CheckMissingValueTests {
    @Test func aSwiftUIEntryWithoutAFieldIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = CommandRunner.repository.appendingPathComponent("sample-widgets")
        try FileManager.default.copyItem(at: samples.appendingPathComponent("weather.swift"), to: folder.appendingPathComponent("weather.swift"))
        let entries = try String(contentsOf: samples.appendingPathComponent("weather.entry.json"), encoding: .utf8)
        let lacking = entries.replacingOccurrences(of: "\"temperature\": 72, \"low\": 55,", with: "\"temperature\": 72,")
        #expect(lacking != entries, "the sample's second entry changed; update this test")
        try lacking.write(to: folder.appendingPathComponent("weather.entry.json"), atomically: true, encoding: .utf8)
        let output = try CommandRunner.run(["check", folder.appendingPathComponent("weather.swift").path, "--devices", "15-pro", "--strict=all",
                                            "--time", "9:41", "--date", "2026-06-08"])
        #expect(output.status == 1, "\(output.stderr)")
        #expect(output.stdout.contains("preview: what this tool approximates"), "\(output.stdout)")
        #expect(output.stdout.contains("weather.swift:11:9: warning: the entries file gives no 'low'"), "\(output.stdout)")
    }
}
