import Foundation
import Testing

/// `lockscreen-tui render`, run as a user runs it.
@Suite struct RenderCommandTests {
    let weather = ["render", "sample-widgets/weather.yaml", "--family", "circular", "--time", "9:41", "--date", "2026-06-08"]

    @Test func colourFollowsCOLORTERMAndNO_COLOR() throws {
        let truecolor = try CommandRunner.run(weather, environment: ["COLORTERM": "truecolor", "NO_COLOR": ""])
        #expect(truecolor.status == 0)
        #expect(truecolor.stdout.contains("\u{1B}[38;2;") || truecolor.stdout.contains("\u{1B}[48;2;"))
        let palette = try CommandRunner.run(weather, environment: ["COLORTERM": "", "NO_COLOR": ""])
        #expect(palette.stdout.contains("\u{1B}[48;5;") && !palette.stdout.contains(";2;"))
        let plain = try CommandRunner.run(weather, environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"])
        #expect(!plain.stdout.contains("\u{1B}["))
        #expect(plain.stdout.contains("63°"))
    }

    @Test func everyLineEndsWithAReset() throws {
        let output = try CommandRunner.run(weather + ["--color", "truecolor"])
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines.allSatisfy { $0.hasSuffix("\u{1B}[0m") })
    }

    @Test func widthFitsThePictureToColumns() throws {
        let output = try CommandRunner.run(["render", "sample-widgets/stocks.yaml", "--family", "rectangular", "--width", "80", "--format", "cells"])
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("cells 80x"))
    }

    @Test func writesToAFileWithO() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).ans").path
        let output = try CommandRunner.run(weather + ["-o", path, "--color", "truecolor"])
        #expect(output.status == 0 && output.stdout.isEmpty)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("\u{1B}[0m\n"))
    }

    @Test func unsupportedFamilyIsAnErrorThatNamesTheFamilies() throws {
        let output = try CommandRunner.run(["render", "sample-widgets/calendar-day.yaml", "--family", "inline"])
        #expect(output.status == 65)
        #expect(output.stderr.contains("does not support the inline family; it supports circular"))
    }

    @Test func scaleAndWidthTogetherAreAUsageError() throws {
        let output = try CommandRunner.run(weather + ["--scale", "2", "--width", "40"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("give --scale or --width, not both"))
    }

    @Test func forgivingDeviceNamesAllWork() throws {
        let outputs = try ["15 pro", "iphone-15-pro", "15pro"].map { try CommandRunner.run(weather + ["--device", $0, "--format", "cells"]).stdout }
        #expect(Set(outputs).count == 1)
        let unknown = try CommandRunner.run(weather + ["--device", "15 prp"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("did you mean"))
    }
}
