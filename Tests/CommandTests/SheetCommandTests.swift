import Foundation
import Images
import Testing

/// `render --variants` and `render --entry all`: sheets of captioned pictures, run as a user runs
/// them. Their plain-text form (`--color none`) keeps the captions and titles readable.
@Suite struct SheetCommandTests {
    static let moment = ["--time", "9:41", "--date", "2026-06-08"]
    static let heartRate = ["render", "sample-widgets/heart-rate.yaml", "--family", "circular", "--variants"] + moment

    /// The lines of a plain-text picture.
    static func lines(_ output: CommandRunner.Output) -> [String] {
        output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The captions on one line, in order (runs of text separated by two spaces or more).
    static func captions(in line: String) -> [String] {
        line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func aWidgetsVariantsSheetMatchesItsGolden() throws {
        let output = try CommandRunner.run(Self.heartRate + ["--width", "140", "--format", "cells"])
        #expect(output.status == 0, "\(output.stderr)")
        let golden = CommandRunner.repository.appendingPathComponent("Tests/CommandTests/Goldens/heart-rate-circular-variants.cells")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try output.stdout.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(output.stdout == (try String(contentsOf: golden, encoding: .utf8)),
                "the sheet changed; rerun with UPDATE_GOLDENS=1, look at it as a picture and read the difference")
    }

    @Test func aWidgetsVariantsAreEveryModePrivacyAndAlwaysOnInRowsOfOneMode() throws {
        let output = try CommandRunner.run(Self.heartRate + ["--width", "200", "--color", "none"])
        #expect(output.status == 0, "\(output.stderr)")
        let lines = Self.lines(output)
        #expect(lines.first?.hasPrefix("Heart Rate · accessoryCircular · iPhone 15 Pro · iOS 18") == true)
        let rows = lines.map(Self.captions).filter { $0.first.map(["vibrant", "accented", "full colour"].contains) == true }
        #expect(rows == ["vibrant", "accented", "full colour"].map { mode in
            [mode, "\(mode) · privacy", "\(mode) · Always-On", "\(mode) · privacy · Always-On"]
        })
        #expect(lines.allSatisfy { $0.count <= 200 })
    }

    @Test func theSheetWrapsToTheWidthKeepingAModesVariantsInColumns() throws {
        let output = try CommandRunner.run(Self.heartRate + ["--width", "80", "--color", "none"])
        #expect(output.status == 0, "\(output.stderr)")
        let lines = Self.lines(output)
        #expect(lines.allSatisfy { $0.count <= 80 }, "every line fits 80 columns")
        let rows = lines.map(Self.captions).filter { $0.first.map { $0.hasPrefix("vibrant") || $0.hasPrefix("accented") || $0.hasPrefix("full colour") } == true }
        #expect(rows.count == 6 && rows.allSatisfy { $0.count == 2 }, "two tiles a row: \(rows)")
        #expect(rows.first == ["vibrant", "vibrant · privacy"])
    }

    /// `--text-sizes` draws a block for each size, titled with it; the text grows block by
    /// block. `--text-size` alone is honoured too (the sheet drew at Large before, whatever it said).
    @Test func aVariantsSheetHasABlockForEachTextSize() throws {
        let upNext = ["render", "sample-widgets/next-event.yaml", "--family", "rectangular", "--variants", "--width", "120",
                      "--color", "none"] + Self.moment
        let output = try CommandRunner.run(upNext + ["--text-sizes", "large,ax3"])
        #expect(output.status == 0, "\(output.stderr)")
        let titles = Self.lines(output).filter { $0.hasPrefix("Up Next · ") }
        #expect(titles == ["Up Next · accessoryRectangular · iPhone 15 Pro · iOS 18 · text size large",
                           "Up Next · accessoryRectangular · iPhone 15 Pro · iOS 18 · text size accessibility3"], "\(titles)")
        // At accessibility3 the event's title no longer fits its line: it ends in "…".
        let blocks = output.stdout.components(separatedBy: "text size accessibility3")
        #expect(blocks.count == 2 && blocks[0].contains("Design Review") && !blocks[1].contains("Design Review"))
        let one = try CommandRunner.run(upNext + ["--text-size", "ax3"])
        #expect(Self.lines(one).first?.hasSuffix("· text size accessibility3") == true, "\(Self.lines(one).first ?? "")")
        let plain = try CommandRunner.run(upNext)
        #expect(Self.lines(plain).first == "Up Next · accessoryRectangular · iPhone 15 Pro · iOS 18")
        let alone = try CommandRunner.run(["render", "sample-widgets/next-event.yaml", "--text-sizes", "ax3"])
        #expect(alone.status != 0 && alone.stderr.contains("--text-sizes draws a block for each size in a --variants sheet"), "\(alone.stderr)")
    }

    @Test func theLockScreensVariantsFitFourToARowIn200Columns() throws {
        let output = try CommandRunner.run(["render", "--lockscreen", "--variants", "--width", "200", "--color", "none"] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        let lines = Self.lines(output)
        #expect(lines.first?.hasPrefix("default arrangement · iPhone 15 Pro · iOS 18") == true)
        let rows = lines.map(Self.captions).filter { $0.first.map(["vibrant", "accented", "full colour"].contains) == true }
        #expect(rows.count == 3 && rows.allSatisfy { $0.count == 4 }, "\(rows)")
        #expect(lines.allSatisfy { $0.count <= 200 })
        #expect(output.stdout.contains("9:41") || output.stdout.contains("Mon 8"), "the Lock Screens are drawn")
    }

    @Test func devicesAndIOSVersionsAddABlockEach() throws {
        let devices = try CommandRunner.run(Self.heartRate + ["--devices", "se-3,15 pro max", "--color", "none"])
        #expect(devices.status == 0, "\(devices.stderr)")
        let titles = Self.lines(devices).filter { $0.hasPrefix("Heart Rate · ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(titles == ["Heart Rate · accessoryCircular · iPhone SE (3rd generation) · iOS 18",
                           "Heart Rate · accessoryCircular · iPhone 15 Pro Max · iOS 18"])
        let versions = try CommandRunner.run(["render", "--lockscreen", "--variants", "--ios", "all", "--color", "none"] + Self.moment)
        #expect(versions.status == 0, "\(versions.stderr)")
        let blocks = Self.lines(versions).filter { $0.hasPrefix("default arrangement · ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(blocks == ["16", "17", "18", "26"].map { "default arrangement · iPhone 15 Pro · iOS \($0)" })
        let all = try CommandRunner.run(Self.heartRate + ["--devices", "all", "--ios", "17,26", "--color", "none"])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(Self.lines(all).filter { $0.hasPrefix("Heart Rate · ") }.count == 2 * 20, "every device of 'lockscreen-tui devices', twice")
    }

    @Test func anUnknownDeviceGetsTheMessageDeviceGives() throws {
        let sheet = try CommandRunner.run(Self.heartRate + ["--devices", "se-3,15 prp"])
        let single = try CommandRunner.run(["render", "sample-widgets/heart-rate.yaml", "--device", "15 prp"])
        #expect(sheet.status == 64 && single.status == 64)
        let message = "unknown device '15 prp'; did you mean '15-pro'? Run 'lockscreen-tui devices' for the list."
        #expect(sheet.stderr.contains(message), "\(sheet.stderr)")
        #expect(single.stderr.contains(message), "\(single.stderr)")
        #expect(sheet.stdout.isEmpty)
    }

    @Test func everyEntryOfAWidgetFileInARowCaptionedWithItsTime() throws {
        let output = try CommandRunner.run(["render", "sample-widgets/game-health.yaml", "--family", "rectangular", "--entry", "all",
                                            "--width", "200", "--color", "none"] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        let lines = Self.lines(output)
        #expect(lines.first?.hasPrefix("Hero Health · accessoryRectangular · 2 entries") == true)
        #expect(lines.map(Self.captions).contains(["1 · 9:41 AM", "2 · 9:53 AM"]), "side by side in one row")
        #expect(output.stdout.contains("ready in 12:04") && output.stdout.contains("ready in 10:56"),
                "each entry at its moment, offsets counted from --time")
    }

    @Test func everyEntryOfASwiftUIWidgetAsItsEntriesGiveThem() throws {
        let swift = try CommandRunner.run(["render", "sample-widgets/game-health.swift", "--family", "rectangular", "--entry", "all",
                                           "--width", "200", "--color", "none"] + Self.moment)
        #expect(swift.status == 0, "\(swift.stderr)")
        #expect(Self.lines(swift).map(Self.captions).contains(["1 · 9:41 AM", "2 · 9:53 AM"]))
        #expect(swift.stdout.contains("ready in 12:04") && swift.stdout.contains("ready in 10:56"),
                "the SwiftUI widget's entries file counts from --time as the widget file does")
        let weather = try CommandRunner.run(["render", "sample-widgets/weather.swift", "--entry", "all", "--color", "none"] + Self.moment)
        #expect(weather.status == 0, "\(weather.stderr)")
        #expect(Self.lines(weather).map(Self.captions).contains(["1 · 4:00 PM", "2 · 8:00 PM"]), "the entries file's own dates")
        #expect(weather.stdout.contains("63°") && weather.stdout.contains("72°"))
    }

    @Test func anEntryOnAnotherDayNamesTheDay() throws {
        let output = try CommandRunner.run(["render", "sample-widgets/calendar-day.yaml", "--entry", "all", "--color", "none"] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(Self.lines(output).map(Self.captions).contains(["1 · Mon Jul 6 12:00 AM", "2 · Tue Jul 7 12:00 AM"]))
    }

    @Test func aSheetWritesAPNGOfWhatTheTerminalShows() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try CommandRunner.run(Self.heartRate + ["--width", "140", "-o", path])
        #expect(output.status == 0, "\(output.stderr)")
        let cells = try CellsText(try CommandRunner.run(Self.heartRate + ["--width", "140", "--format", "cells"]).stdout)
        let image = try BitmapImage.read(path: path)
        #expect(image.width == cells.columns * 10 && image.height == cells.rows * 20, "10×20 pixels a cell")
    }

    @Test(arguments: [
        (["sample-widgets/weather.yaml", "--entry", "all", "--variants"], "--entry all and --variants each draw a sheet"),
        (["--lockscreen", "--entry", "all"], "--entry all draws every entry of one widget"),
        (["sample-widgets/weather.yaml", "--devices", "se-3"], "--devices draws a block per device in a sheet of variants"),
        (["sample-widgets/weather.yaml", "--ios", "all"], "--ios all names several versions"),
        (["sample-widgets/weather.yaml", "--variants", "--height", "30"], "--height is for one picture"),
        (["sample-widgets/weather.yaml", "--variants", "--mode", "accented"], "leave out --mode, --privacy and --luminance-reduced"),
        (["sample-widgets/weather.yaml", "--variants", "--device", "se-3", "--devices", "all"], "not both"),
        (["sample-widgets/weather.yaml", "--variants", "--ios", "19"], "'16', '17', '18', '26' or 'all'"),
    ])
    func refusedCombinationsSayWhatToDo(arguments: [String], message: String) throws {
        let output = try CommandRunner.run(["render"] + arguments)
        #expect(output.status == 64)
        #expect(output.stderr.contains(message), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    @Test func otherCommandsRefuseSeveralVersionsAndEveryEntry() throws {
        let layout = try CommandRunner.run(["layout", "sample-widgets/weather.yaml", "--entry", "all"])
        #expect(layout.status == 64 && layout.stderr.contains("only 'render' does"), "\(layout.stderr)")
        let preview = try CommandRunner.run(["preview", "--ios", "17,26"])
        #expect(preview.status == 64 && preview.stderr.contains("only 'render --variants' draws side by side"), "\(preview.stderr)")
    }
}
