import Foundation
import Testing

/// `lockscreen-tui render --lockscreen`, run as a user runs it.
@Suite struct LockScreenCommandTests {
    static let moment = ["--time", "9:41", "--date", "2026-06-08"]

    @Test func defaultArrangementMatchesTheLockScreenGolden() throws {
        let output = try CommandRunner.run(["render", "--lockscreen", "--width", "60", "--height", "40", "--format", "cells"] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        let golden = CommandRunner.repository.appendingPathComponent("Tests/LockScreenTests/Goldens/default-vibrant.cells")
        #expect(output.stdout == (try String(contentsOf: golden, encoding: .utf8)))
    }

    @Test func withoutSizeItFallsBackTo60By40() throws {
        let output = try CommandRunner.run(["render", "--lockscreen", "--color", "none"] + Self.moment,
                                           environment: ["COLUMNS": "", "LINES": ""])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count == 40)
    }

    @Test func invalidArrangementIsReportedWithItsPosition() throws {
        let path = "Tests/WidgetFormatTests/BrokenScenes/arrangements/too-many-columns.arrangement.yaml"
        let output = try CommandRunner.run(["render", "--lockscreen", path])
        #expect(output.status == 65)
        #expect(output.stderr.contains("too-many-columns.arrangement.yaml:"), "\(output.stderr)")
        #expect(output.stderr.contains(": error: "))
        #expect(output.stdout.isEmpty)
    }

    @Test func unknownThemeSuggestsTheNearestName() throws {
        let output = try CommandRunner.run(["render", "--lockscreen", "--theme", "duskk-lake"])
        #expect(output.status != 0)
        #expect(output.stderr.contains("did you mean 'dusk-lake'?"), "\(output.stderr)")
    }

    @Test func modeOtherThanVibrantAddsACaption() throws {
        let output = try CommandRunner.run(["render", "--lockscreen", "--mode", "accented", "--color", "none", "--width", "80", "--height", "40"] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("the iPhone Lock Screen is vibrant"))
    }

    @Test func scaleIsRefusedForTheLockScreen() throws {
        let output = try CommandRunner.run(["render", "--lockscreen", "--scale", "2"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("--scale is for one widget"), "\(output.stderr)")
    }

    @Test func singleWidgetOnThemeDiffersFromThePlainBackdrop() throws {
        let plain = try CommandRunner.run(["render", "sample-widgets/heart-rate.yaml", "--family", "circular", "--format", "cells"] + Self.moment)
        let themed = try CommandRunner.run(["render", "sample-widgets/heart-rate.yaml", "--family", "circular", "--theme", "blush",
                                            "--format", "cells"] + Self.moment)
        let redacted = try CommandRunner.run(["render", "sample-widgets/heart-rate.yaml", "--family", "circular", "--theme", "blush",
                                              "--privacy", "--format", "cells"] + Self.moment)
        #expect(plain.status == 0 && themed.status == 0 && redacted.status == 0, "\(themed.stderr)\(redacted.stderr)")
        #expect(plain.stdout != themed.stdout)
        #expect(themed.stdout != redacted.stdout, "privacy changes the picture")
    }
}

/// `render --lockscreen` on a photograph keeps the photograph scaled to the picture's size in
/// the user's cache: the next run draws the same bytes without decoding it, and a changed
/// photograph is decoded again.
@Suite struct ScaledWallpaperCacheCommandTests {
    @Test func aPhotographIsKeptScaledAndAChangedOneIsReadAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wallpaper-cache-\(UUID().uuidString)")
        let cache = folder.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("photo.png")
        try FileManager.default.copyItem(at: CommandRunner.repository.appendingPathComponent("themes/dusk-lake.png"), to: photo)
        let theme = folder.appendingPathComponent("photo.yaml")
        try "title: Photo\nwallpaper:\n  image: photo.png\n".write(to: theme, atomically: true, encoding: .utf8)
        let arguments = ["render", "--lockscreen", "--theme", theme.path, "--width", "40", "--height", "30", "--color", "truecolor",
                         "--time", "9:41", "--date", "2026-06-08"]
        func render() throws -> String {
            let output = try CommandRunner.run(arguments, environment: ["XDG_CACHE_HOME": cache.path])
            #expect(output.status == 0, "\(output.stderr)")
            return output.stdout
        }
        func kept() -> [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("lockscreen-tui/wallpapers").path)) ?? []
        }
        let uncached = try CommandRunner.run(arguments, environment: ["LOCKSCREEN_TUI_CACHE": "off", "XDG_CACHE_HOME": cache.path])
        #expect(kept().isEmpty, "LOCKSCREEN_TUI_CACHE=off keeps nothing")
        let first = try render()
        #expect(first == uncached.stdout)
        let files = kept()
        #expect(files.count == 1, "\(files)")
        #expect(try render() == first, "the kept pixels draw the same picture")
        // Another photograph at the same path (its size and time change): decoded again, kept beside.
        try FileManager.default.removeItem(at: photo)
        try FileManager.default.copyItem(at: CommandRunner.repository.appendingPathComponent("sample-widgets/album-art.png"), to: photo)
        let changed = try render()
        #expect(changed != first)
        #expect(kept().count == 2)
    }
}

/// A widget's PNG at the device's pixels keeps the blurred wallpaper under its slot on disk
/// (`BackdropPartFiles`): the next run writes the same bytes without painting or blurring it,
/// and `LOCKSCREEN_TUI_CACHE=off` keeps nothing.
@Suite struct BackdropPartFilesCommandTests {
    @Test func aWidgetsBackdropPartIsKeptAndDrawsTheSameBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("part-cache-\(UUID().uuidString)")
        let cache = folder.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func render(_ name: String, _ environment: [String: String] = [:]) throws -> Data {
            let png = folder.appendingPathComponent(name)
            let output = try CommandRunner.run(["render", "sample-widgets/weather.yaml", "--family", "circular", "-o", png.path,
                                                "--time", "9:41", "--date", "2026-06-08"],
                                               environment: ["XDG_CACHE_HOME": cache.path].merging(environment) { $1 })
            #expect(output.status == 0, "\(output.stderr)")
            return try Data(contentsOf: png)
        }
        func parts() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("lockscreen-tui/wallpapers").path)) ?? [])
                .filter { $0.contains("-part-") }
        }
        let uncached = try render("off.png", ["LOCKSCREEN_TUI_CACHE": "off"])
        #expect(parts().isEmpty, "LOCKSCREEN_TUI_CACHE=off keeps nothing")
        let first = try render("first.png")
        #expect(parts().count == 1, "\(parts())")
        let second = try render("second.png")
        #expect(first == uncached)
        #expect(second == first, "the kept part draws the same bytes")
    }
}
