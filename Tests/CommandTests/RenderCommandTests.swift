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
        let output = try CommandRunner.run(weather + ["--color", "truecolor", "--mode", "fullColor"])
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 12, "a 72 pt slot at 3 points per pixel: 24 pixel rows")
        #expect(lines.allSatisfy { $0.hasSuffix("\u{1B}[0m") })
    }

    @Test func oneWidgetIsDrawnAsTheLockScreenDrawsItUnlessFullColourIsAsked() throws {
        let lockScreen = try CommandRunner.run(weather + ["--format", "cells"])
        let gallery = try CommandRunner.run(weather + ["--format", "cells", "--mode", "fullColor"])
        #expect(lockScreen.status == 0 && gallery.status == 0)
        #expect(!lockScreen.stdout.contains("#1C1C1E"), "the wallpaper, not the neutral backdrop, is behind the widget")
        #expect(gallery.stdout.contains("#1C1C1E"), "--mode fullColor keeps the neutral backdrop")
        let columns = Int(lockScreen.stdout.dropFirst("cells ".count).prefix { $0.isNumber }) ?? 0
        #expect((32...33).contains(columns), "the slot and a 12 pt margin of wallpaper around it: 96 pt at 3 pt per pixel")
    }

    @Test func widthFitsThePictureToColumns() throws {
        for mode in ["fullColor", "vibrant"] {
            let output = try CommandRunner.run(["render", "sample-widgets/stocks.yaml", "--family", "rectangular", "--width", "80",
                                                "--format", "cells", "--mode", mode])
            #expect(output.status == 0)
            let columns = Int(output.stdout.dropFirst("cells ".count).prefix { $0.isNumber }) ?? 0
            #expect((79...80).contains(columns), "\(mode): \(output.stdout.prefix(20))")
        }
    }

    @Test func writesToAFileWithO() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).ans").path
        defer { try? FileManager.default.removeItem(atPath: path) }
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
