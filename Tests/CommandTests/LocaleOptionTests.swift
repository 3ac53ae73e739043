import Foundation
import Testing

/// `--locale` and `--text-size` as a user gives them: the date line in the language named, the
/// environment's language when none is, an arrangement's `locale:`, and errors that say what to write.
@Suite struct LocaleOptionTests {
    static let lockScreen = ["render", "--lockscreen", "--width", "60", "--height", "40", "--format", "cells",
                             "--time", "9:41", "--date", "2026-06-08"]

    @Test func theDateLineIsInTheLanguageNamed() throws {
        let german = try CommandRunner.run(Self.lockScreen + ["--locale", "de_DE"])
        #expect(german.status == 0, "\(german.stderr)")
        #expect(german.stdout.contains("Mo. 8.  ☁ 63° Partly Cloudy"))
    }

    @Test func withoutLocaleTheEnvironmentsLanguageIsUsed() throws {
        let japanese = try CommandRunner.run(Self.lockScreen, environment: ["LC_ALL": "", "LANG": "ja_JP.UTF-8"])
        #expect(japanese.status == 0, "\(japanese.stderr)")
        #expect(japanese.stdout.contains("8日(月)"))
        let posix = try CommandRunner.run(Self.lockScreen, environment: ["LC_ALL": "C"])
        #expect(posix.stdout.contains("Mon 8"))
    }

    @Test func anArrangementNamesItsLocaleAndTheCommandLineGoesOverIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locale-arrangement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = CommandRunner.repository.appendingPathComponent("sample-widgets").path
        let arrangement = folder.appendingPathComponent("german.arrangement.yaml")
        try "locale: de_DE\ninline: \(samples)/weather.yaml\n".write(to: arrangement, atomically: true, encoding: .utf8)
        let german = try CommandRunner.run(Self.lockScreen + [arrangement.path])
        #expect(german.stdout.contains("Mo. 8."), "\(german.stderr)")
        let french = try CommandRunner.run(Self.lockScreen + [arrangement.path, "--locale", "fr_FR"])
        #expect(french.stdout.contains("lun. 8"), "\(french.stderr)")
        try "locale: klingon\n".write(to: arrangement, atomically: true, encoding: .utf8)
        let wrong = try CommandRunner.run(Self.lockScreen + [arrangement.path])
        #expect(wrong.status != 0)
        #expect(wrong.stderr.contains("german.arrangement.yaml:1:9: error: unknown locale 'klingon'; write a language and region as de_DE, ja_JP or ar_EG"))
    }

    @Test func anUnknownLocaleOrTextSizeSaysWhatToWrite() throws {
        let locale = try CommandRunner.run(["render", "sample-widgets/battery.yaml", "--locale", "xx_YY"])
        #expect(locale.status != 0)
        #expect(locale.stderr.contains("--locale xx_YY: not a language ICU knows; write a language and region such as de_DE, ja_JP, ar_EG or he_IL"))
        let size = try CommandRunner.run(["render", "sample-widgets/battery.yaml", "--text-size", "huge"])
        #expect(size.status != 0)
        #expect(size.stderr.contains("accessibility5"))
    }

    /// `check --text-sizes` checks at each size and names the sizes a finding is found at only.
    @Test func checkNamesTheTextSizesAFindingIsFoundAt() throws {
        let both = try CommandRunner.run(["check", "sample-widgets/trip-countdown", "--text-sizes", "large,ax5"])
        #expect(both.stdout.contains("(at text size accessibility5)"), "\(both.stdout)")
        #expect(!both.stdout.contains("(at text size large)"), "large alone finds nothing")
        #expect(both.stderr.contains("in 480 pictures"), "\(both.stderr)")
        let wrong = try CommandRunner.run(["check", "sample-widgets/trip-countdown", "--text-sizes", "large,huge"])
        #expect(wrong.status != 0)
        #expect(wrong.stderr.contains("'huge' is not a text size; write sizes such as large,xxxLarge,ax5, or all"))
    }

    /// A theme may set up the language too; an arrangement's goes over it.
    @Test func aThemeNamesItsLocale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locale-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("tokyo.theme.yaml")
        try "title: Tokyo\nwallpaper: { gradient: { stops: [\"#102040\", \"#405080\"] } }\nlocale: ja_JP\n".write(to: theme, atomically: true, encoding: .utf8)
        let japanese = try CommandRunner.run(Self.lockScreen + ["--theme", theme.path])
        #expect(japanese.status == 0, "\(japanese.stderr)")
        #expect(japanese.stdout.contains("8日(月)"), "\(japanese.stdout)")
    }
}
