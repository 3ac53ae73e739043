import Foundation
import Testing

/// `--date` and `--time` take only moments the calendar has.
@Suite struct MomentOptionTests {
    @Test func aDayPastTheMonthsEndIsRefused() throws {
        let output = try CommandRunner.run(["render", "--lockscreen", "--date", "2026-02-30", "--width", "60", "--height", "40"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("--date 2026-02-30 is not a day of the calendar: month 2 of 2026 has 28 days"), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    @Test func aLeapDayIsADay() throws {
        let output = try CommandRunner.run(["render", "--lockscreen", "--date", "2028-02-29", "--time", "9:41", "--width", "60",
                                            "--height", "40", "--color", "none"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Tue 29") || output.stdout.contains("Tuesday, February 29"), "\(output.stdout)")
    }
}
