import Foundation
import Testing

/// `render FILES --output-dir DIR --family all --devices …`: many pictures in one process, each
/// the same bytes a single `render` writes.
@Suite struct BatchRenderCommandTests {
    static let moment = ["--time", "9:41", "--date", "2026-06-08"]

    @Test func everyFileFamilyAndDeviceGetsItsFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try CommandRunner.run(["render", "sample-widgets/weather.yaml", "sample-widgets/battery.yaml", "--family", "all",
                                            "--devices", "se-3,15-pro", "--output-dir", folder.path, "--color", "truecolor"] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("wrote 10 pictures"), "\(output.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["battery-circular-15-pro.ans", "battery-circular-se-3.ans", "battery-rectangular-15-pro.ans",
                          "battery-rectangular-se-3.ans", "weather-circular-15-pro.ans", "weather-circular-se-3.ans",
                          "weather-inline-15-pro.ans", "weather-inline-se-3.ans", "weather-rectangular-15-pro.ans",
                          "weather-rectangular-se-3.ans"])
        let single = try CommandRunner.run(["render", "sample-widgets/battery.yaml", "--family", "rectangular", "--device", "se-3",
                                            "--color", "truecolor"] + Self.moment)
        #expect(try String(contentsOf: folder.appendingPathComponent("battery-rectangular-se-3.ans"), encoding: .utf8) == single.stdout)
    }

    /// A widget bundle's every widget is drawn, each named after its type (only the first was, silently).
    @Test func everyWidgetOfABundleGetsItsFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = "Tests/SwiftUISourceTests/Extension/MediaWidgets"
        let output = try CommandRunner.run(["render", bundle, "--family", "all", "--output-dir", folder.path, "--color", "truecolor"] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.hasSuffix("wrote 5 pictures to \(folder.path)\n"), "\(output.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["MediaWidgets-ArtworkWidget-rectangular-15-pro.ans", "MediaWidgets-BrokenArtworkWidget-circular-15-pro.ans",
                          "MediaWidgets-StreakWidget-circular-15-pro.ans", "MediaWidgets-StreakWidget-inline-15-pro.ans",
                          "MediaWidgets-StreakWidget-rectangular-15-pro.ans"])
        let single = try CommandRunner.run(["render", bundle, "--widget", "StreakWidget", "--family", "inline", "--color", "truecolor"] + Self.moment)
        #expect(try String(contentsOf: folder.appendingPathComponent("MediaWidgets-StreakWidget-inline-15-pro.ans"), encoding: .utf8) == single.stdout)
        let one = try CommandRunner.run(["render", bundle, "--widget", "StreakWidget", "--family", "all", "--output-dir", folder.path + "-one"] + Self.moment)
        defer { try? FileManager.default.removeItem(atPath: folder.path + "-one") }
        #expect(one.stderr.hasSuffix("wrote 3 pictures to \(folder.path)-one\n"), "\(one.stderr)")
    }

    @Test func severalFilesOrEveryFamilyNeedAFolder() throws {
        let several = try CommandRunner.run(["render", "sample-widgets/weather.yaml", "sample-widgets/battery.yaml"])
        #expect(several.status == 64)
        #expect(several.stderr.contains("add --output-dir FOLDER"), "\(several.stderr)")
        #expect(several.stderr.contains("Usage: lockscreen-tui render [<options>]"), "\(several.stderr)")
        // A misspelt option is named, not its value taken for a second file.
        let misspelt = try CommandRunner.run(["render", "sample-widgets/weather.yaml", "--famly", "circular"])
        #expect(misspelt.status == 64)
        #expect(misspelt.stderr.contains("Unknown option '--famly'. Did you mean '--family'?"), "\(misspelt.stderr)")
        let all = try CommandRunner.run(["render", "sample-widgets/weather.yaml", "--family", "all"])
        #expect(all.status == 64)
        #expect(all.stderr.contains("--family all draws a picture per family"), "\(all.stderr)")
    }

    @Test func aBrokenFileIsReportedAndTheOthersAreDrawn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try CommandRunner.run(["render", "Tests/WidgetFormatTests/Broken/bad-date-string.yaml", "sample-widgets/weather.yaml",
                                            "--output-dir", folder.path] + Self.moment)
        #expect(output.status == 65)
        #expect(output.stderr.contains("bad-date-string.yaml:") && output.stderr.contains("wrote 1 picture"), "\(output.stderr)")
    }
}
