import Foundation
import Testing

/// `--clock-font`, `--clock-weight` and `--clock-color` on `render --lockscreen`: the clock the
/// person chose, over the arrangement's and the theme's, with errors that say what is allowed.
@Suite struct ClockOptionTests {
    static let lockScreen = ["render", "--lockscreen", "--width", "60", "--height", "40", "--format", "cells",
                             "--time", "9:41", "--date", "2026-06-08"]

    /// The default typeface named is the default picture; each weight and typeface draws another
    /// (LockScreenGoldenTests holds each typeface at each end of the slider, large).
    @Test func theDefaultIsTheGoldenAndEveryChoiceChangesThePicture() throws {
        let named = try CommandRunner.run(Self.lockScreen + ["--clock-font", "default"])
        #expect(named.status == 0, "\(named.stderr)")
        let golden = CommandRunner.repository.appendingPathComponent("Tests/LockScreenTests/Goldens/default-vibrant.cells")
        #expect(named.stdout == (try String(contentsOf: golden, encoding: .utf8)))
        var pictures: Set<String> = [named.stdout]
        for choice in [["--clock-weight", "0"], ["--clock-weight", "1"], ["--clock-font", "serif"], ["--clock-font", "rounded"],
                       ["--clock-color", "orange"], ["--clock-numerals", "arabic-indic"], ["--clock-numerals", "devanagari"]] {
            let output = try CommandRunner.run(Self.lockScreen + choice)
            #expect(output.status == 0, "\(output.stderr)")
            #expect(pictures.insert(output.stdout).inserted, "\(choice) draws the same picture as another choice")
        }
    }

    @Test func theCommandLineGoesOverTheArrangement() throws {
        let arrangement = "sample-widgets/arrangements/serif-clock.arrangement.yaml"
        let own = try CommandRunner.run(Self.lockScreen + [arrangement])
        let overridden = try CommandRunner.run(Self.lockScreen + [arrangement, "--clock-font", "default", "--clock-color", "white"])
        #expect(own.status == 0 && overridden.status == 0, "\(own.stderr)\(overridden.stderr)")
        #expect(own.stdout != overridden.stdout)
        let plain = try CommandRunner.run(Self.lockScreen + [arrangement, "--clock-font", "default", "--clock-weight", "0"])
        #expect(plain.stdout != own.stdout, "the font changes the picture")
    }

    @Test func anUnknownFontOrWeightSaysWhatIsAllowed() throws {
        let font = try CommandRunner.run(["render", "--lockscreen", "--clock-font", "slab"])
        #expect(font.status == 64)
        #expect(font.stderr.contains("default") && font.stderr.contains("rounded") && font.stderr.contains("serif"), "\(font.stderr)")
        let weight = try CommandRunner.run(["render", "--lockscreen", "--clock-weight", "2"])
        #expect(weight.status == 64)
        #expect(weight.stderr.contains("--clock-weight goes from 0 (thinnest) to 1 (heaviest)"), "\(weight.stderr)")
        let color = try CommandRunner.run(["render", "--lockscreen", "--clock-color", "pinkish"])
        #expect(color.status == 64)
        #expect(color.stderr.contains("not a colour"), "\(color.stderr)")
    }

    @Test func helpListsTheFonts() throws {
        let output = try CommandRunner.run(["render", "--help"])
        // The help wraps at the terminal's width: words compared with single spaces.
        let words = output.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("--clock-font"))
        #expect(words.contains("default (SF Pro), rounded (SF Pro Rounded), serif (New York)"), "\(words.prefix(400))")
    }
}
