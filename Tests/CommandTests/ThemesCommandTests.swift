import Foundation
import Testing

/// `lockscreen-tui themes`, and how the program finds the project's folders.
@Suite struct ThemesCommandTests {
    @Test func listsEveryThemeWithItsColours() throws {
        let output = try CommandRunner.run(["themes"])
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.split(separator: " ", omittingEmptySubsequences: true) == ["name", "title", "wallpaper", "clock", "tint", "accent"])
        #expect(lines.count >= 7)
        let aurora = lines.first { $0.hasPrefix("aurora ") } ?? ""
        #expect(aurora.contains("Aurora (default)") && aurora.contains("gradient, 4 stops, 3 glows") && aurora.hasSuffix("#5CF2B8"))
        let dusk = lines.first { $0.hasPrefix("dusk-lake ") } ?? ""
        #expect(dusk.contains("image dusk-lake.png"))
        let blush = lines.first { $0.hasPrefix("blush ") } ?? ""
        #expect(blush.contains("#FF8FA8"), "the tinted theme shows its tint")
    }

    @Test func namedThemesShowTheirSummaries() throws {
        let output = try CommandRunner.run(["themes", "paper", "themes/midnight.yaml"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("\npaper: Pale cream"))
        #expect(output.stdout.contains("\nmidnight: Near-black"))
    }

    @Test func unknownThemeSuggestsTheNearestName() throws {
        let output = try CommandRunner.run(["themes", "sunsett"])
        #expect(output.status == 66)
        #expect(output.stderr == "sunsett: error: unknown theme 'sunsett'; did you mean 'sunset'?\n")
    }

    @Test func brokenThemeFileIsReportedWithItsPosition() throws {
        let output = try CommandRunner.run(["themes", "Tests/WidgetFormatTests/BrokenScenes/themes/unknown-key.yaml"])
        #expect(output.status == 65)
        #expect(output.stderr.hasPrefix("Tests/WidgetFormatTests/BrokenScenes/themes/unknown-key.yaml:4:1: error: unknown key 'clok' in the theme; did you mean 'clock'?"))
    }

    @Test func homeFromTheEnvironmentComesFirst() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let output = try CommandRunner.run(["themes"], environment: ["LOCKSCREEN_TUI_HOME": empty.path])
        #expect(output.status != 0)
        #expect(output.stderr.contains("LOCKSCREEN_TUI_HOME=\(empty.path) has no themes/ and sample-widgets/ folders"))
    }

    @Test func validateChecksArrangementFiles() throws {
        let good = try CommandRunner.run(["validate", "sample-widgets/arrangements/default.arrangement.yaml"])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stdout.hasPrefix("sample-widgets/arrangements/default.arrangement.yaml: ok: arrangement (theme aurora, device 15-pro); inline weather.yaml; bottom activity-rings.yaml (circular)"))
        let bad = try CommandRunner.run(["validate", "Tests/WidgetFormatTests/BrokenScenes/arrangements/too-many-columns.arrangement.yaml"])
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("too-many-columns.arrangement.yaml:5:5: error: too many columns"))
    }
}
