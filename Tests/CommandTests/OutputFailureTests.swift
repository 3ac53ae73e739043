import Foundation
import Testing

/// Output that cannot be written (a full disk, a closed stream) ends the command with status 74
/// (`EX_IOERR`) and a message on the stream that still works (issue "hardened"); it trapped
/// (`render > /dev/full`) or ended with status 0 and the output lost (`validate > /dev/full`).
@Suite struct OutputFailureTests {
    /// Runs the binary through the shell, so that `redirection` can close or fill a stream.
    static func run(_ arguments: String, _ redirection: String) throws -> CommandRunner.Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" \(arguments) \(redirection)", CommandRunner.binary.path]
        process.currentDirectoryURL = CommandRunner.repository
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = CommandRunner.testCache.path
        process.environment = environment
        return try CommandRunner.output(of: process)
    }

    static let full = "lockscreen-tui: error: cannot write standard output: No space left on device\n"

    @Test(arguments: ["render sample-widgets/weather.yaml", "render sample-widgets/weather.yaml --format png",
                      "validate sample-widgets", "layout sample-widgets/weather.yaml", "check sample-widgets/weather.yaml --format json",
                      "devices", "--version", "--help"])
    func aFullStandardOutputIsStatus74AndAMessage(_ arguments: String) throws {
        let output = try Self.run(arguments, "> /dev/full")
        #expect(output.status == 74, "\(arguments): \(output.stderr)")
        #expect(output.stderr.hasSuffix(Self.full), "\(arguments): \(output.stderr)")
    }

    @Test func aClosedStandardOutputIsStatus74AndAMessage() throws {
        let output = try Self.run("render sample-widgets/weather.yaml", ">&-")
        #expect(output.status == 74)
        #expect(output.stderr == "lockscreen-tui: error: cannot write standard output: Bad file descriptor\n")
    }

    @Test func aFullStandardErrorIsSaidOnStandardOutput() throws {
        // The sample's 'P' provider is not declared: a warning goes to standard error.
        let scratch = try DamagedInputTests.Scratch()
        let file = try scratch.write("Count.swift", HostileValueTests.widget("Text(\"a\")").replacingOccurrences(of: "CountProvider()", with: "P()"))
        let output = try Self.run("validate '\(file)'", "2> /dev/full")
        #expect(output.status == 74)
        #expect(output.stdout.hasSuffix("lockscreen-tui: error: cannot write standard error: No space left on device\n"), "\(output.stdout)")
    }

    @Test func anOutputThatIsWrittenKeepsStatus0() throws {
        let output = try Self.run("render sample-widgets/weather.yaml", "> /dev/null")
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
    }

    @Test func anOutputPathThatCannotBeAFolderIsOneLineNamingIt() throws {
        let scratch = try DamagedInputTests.Scratch()
        let file = try scratch.write("taken", "a file where a folder is asked for")
        let cases: [(arguments: [String], message: String)] = [
            (["render", "sample-widgets/weather.yaml", "--output-dir", file], "\(file): error: cannot create the output folder: it is a file, not a folder\n"),
            (["check", "sample-widgets/weather.yaml", "--record", file + "/snapshots"],
             "\(file)/snapshots: error: cannot record the snapshots: '\(file)' is a file, not a folder\n"),
            (["render", "sample-widgets/weather.yaml", "-o", file + "/x.png"], "\(file)/x.png: error: cannot write the picture: '\(file)' is a file, not a folder\n"),
            (["render", "sample-widgets/weather.yaml", "-o", scratch.folder.path],
             "\(scratch.folder.path): error: cannot write the picture: it is a folder; give a file name such as '\(scratch.folder.path)/picture.png'\n"),
        ]
        for (arguments, message) in cases {
            let output = try CommandRunner.run(arguments)
            #expect(output.status == 73, "\(arguments)")
            #expect(output.stderr.hasSuffix(message), "\(arguments): \(output.stderr)")
            #expect(!output.stderr.contains("Usage") && !output.stderr.contains("NSCocoaErrorDomain"), "\(output.stderr)")
        }
    }

    /// A picture replaces the file there by a rename, so a reader sees the old file or the new
    /// one, never a half-written one: the path names a new file (a new inode) afterwards.
    @Test(arguments: ["x.png", "x.ans"])
    func aPictureFileIsReplacedWholeNotWrittenInPlace(_ name: String) throws {
        let scratch = try DamagedInputTests.Scratch()
        let path = try scratch.write(name, "an earlier picture")
        let before = try #require(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
        let output = try CommandRunner.run(["render", "sample-widgets/weather.yaml", "-o", path])
        #expect(output.status == 0, "\(output.stderr)")
        let after = try #require(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
        #expect(after != before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count > 100)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.folder.path) == [name])
    }
}
