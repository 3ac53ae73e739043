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

/// A misspelt subcommand is not taken for a file to preview.
@Suite struct MisspeltCommandTests {
    @Test func aNearMissSuggestsTheCommand() throws {
        let output = try CommandRunner.run(["rendr", "--lockscreen"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("'rendr' is not a command or a file; did you mean 'lockscreen-tui render'?"), "\(output.stderr)")
    }

    @Test func aMissingFileIsNamedBeforeTheTerminalIsTouched() throws {
        let output = try CommandRunner.run(["no-such-arrangement.yaml"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("no such file 'no-such-arrangement.yaml'"), "\(output.stderr)")
    }
}
