import Foundation
import Testing

/// `lockscreen-tui validate`, run as a user runs it.
@Suite struct ValidateCommandTests {
    @Test func everySampleIsValid() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: CommandRunner.repository.appendingPathComponent("sample-widgets").path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".swift") }
        #expect(samples.count >= 12)
        let arrangements = try FileManager.default.contentsOfDirectory(atPath: CommandRunner.repository.appendingPathComponent("sample-widgets/arrangements").path)
            .filter { $0.hasSuffix(".arrangement.yaml") }
        let faces = try FileManager.default.contentsOfDirectory(atPath: CommandRunner.repository.appendingPathComponent("sample-widgets/faces").path)
            .filter { $0.hasSuffix(".face.yaml") }
        #expect(faces.count == 3)
        // A widget extension folder among the samples (trip-countdown/, with its string catalog).
        let extensions = try ["trip-countdown"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: CommandRunner.repository.appendingPathComponent("sample-widgets/" + folder).path)
                .filter { $0.hasSuffix(".swift") }
        }
        #expect(extensions.count == 1)
        let output = try CommandRunner.run(["validate", "sample-widgets"])
        #expect(output.status == 0, "\(output.stderr)")
        let okLines = output.stdout.split(separator: "\n").filter { $0.contains(": ok: ") && !$0.contains(": ok: control ") }
        #expect(okLines.count == samples.count + extensions.count + arrangements.count + faces.count)
        #expect(output.stdout.split(separator: "\n").filter { $0.contains(": ok: control ") }.count == 2, "game-health.swift's two controls")
        #expect(output.stderr.isEmpty, "samples should not even warn: \(output.stderr)")
    }

    @Test func invalidFileExits65WithPositionedMessage() throws {
        let output = try CommandRunner.run(["validate", "Tests/WidgetFormatTests/Broken/unknown-view-typo.yaml"])
        #expect(output.status == 65)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("Tests/WidgetFormatTests/Broken/unknown-view-typo.yaml:"))
        #expect(output.stderr.contains("did you mean 'VStack'?"))
    }

    @Test func missingFileExits66() throws {
        let output = try CommandRunner.run(["validate", "no-such-widget.yaml"])
        #expect(output.status == 66)
        #expect(output.stderr == "no-such-widget.yaml: error: no such file; check the path and the current folder\n")
    }

    @Test func unreadableBeatsInvalidInTheExitStatus() throws {
        let output = try CommandRunner.run(["validate", "Tests/WidgetFormatTests/Broken/unknown-view-typo.yaml", "missing.yaml"])
        #expect(output.status == 66)
    }

    @Test func helpTeachesWithExamples() throws {
        let top = try CommandRunner.run(["--help"])
        #expect(top.status == 0)
        for word in ["validate", "layout", "devices", "docs/widget-format.md"] {
            #expect(top.stdout.contains(word), "top-level help lacks \(word)")
        }
        let validate = try CommandRunner.run(["validate", "--help"])
        #expect(validate.stdout.contains("Examples:"))
        #expect(validate.stdout.contains("65"))
    }
}
