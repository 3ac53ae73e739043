import Foundation
import Testing

/// `--version`, for scripts that record which lockscreen-tui drew a picture.
@Suite struct VersionTests {
    @Test func versionPrintsTheNameAndRelease() throws {
        let output = try CommandRunner.run(["--version"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.range(of: #"^lockscreen-tui \d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(output.stdout)")
    }
}
