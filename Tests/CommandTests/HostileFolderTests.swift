import Foundation
import Testing

/// What a widget maker's folders hold besides sources (issue "hardened"): links that lead back
/// into the folder, which were followed until paths grew too long (one `ln -s . loop` read the
/// module 41 times, two never finished), and FIFOs, whose reading waited for ever. Each file is
/// now read once, and what is not read is said.
@Suite struct HostileFolderTests {
    /// A widget extension of one source, `Steps.swift`, in a scratch folder.
    static func extensionFolder() throws -> DamagedInputTests.Scratch {
        let scratch = try DamagedInputTests.Scratch()
        let source = CommandRunner.repository.appendingPathComponent("Tests/SwiftUISourceTests/RealCode/chart-bars-rule.swift")
        try scratch.write("Steps.swift", try Data(contentsOf: source))
        return scratch
    }

    static func link(_ name: String, to destination: String, in scratch: DamagedInputTests.Scratch) throws {
        try FileManager.default.createSymbolicLink(atPath: scratch.folder.appendingPathComponent(name).path, withDestinationPath: destination)
    }

    @Test func linksBackIntoTheFolderAreReadOnceAndSaid() throws {
        let scratch = try Self.extensionFolder()
        try Self.link("loop", to: ".", in: scratch)
        try FileManager.default.createDirectory(at: scratch.folder.appendingPathComponent("Shared"), withIntermediateDirectories: true)
        try Self.link("Shared/up", to: "..", in: scratch)
        let output = try CommandRunner.run(["validate", scratch.folder.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.components(separatedBy: ": ok: ").count == 2, "\(output.stdout)")
        #expect(output.stderr.contains("/loop: warning: a link to '\(ProjectFilesPath.real(scratch.folder))', which holds the folder read; it is not followed"),
                "\(output.stderr)")
        #expect(output.stderr.contains("/Shared/up: warning: a link to '\(ProjectFilesPath.real(scratch.folder))', which holds the folder read; it is not followed"))
    }

    @Test func aLinkToAFolderElsewhereIsWalkedOnce() throws {
        let scratch = try Self.extensionFolder()
        let shared = try DamagedInputTests.Scratch()
        try shared.write("Helpers.swift", "enum Helpers { static let greeting = \"Hi\" }\n")
        try Self.link("Shared", to: shared.folder.path, in: scratch)
        try Self.link("SharedAgain", to: shared.folder.path, in: scratch)
        let output = try CommandRunner.run(["validate", scratch.folder.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("/SharedAgain: warning: the same folder as one read already (a link); it was not read"), "\(output.stderr)")
        #expect(!output.stderr.contains("/Shared:"), "\(output.stderr)")
    }

    /// A folder's walk stops at `ProjectFiles.maximumEntries` (docs/architecture.md, "Limits").
    @Test func aWalkStopsAtTheFolderLimitAndSaysWhere() throws {
        let scratch = try Self.extensionFolder()
        let many = scratch.folder.appendingPathComponent("many")
        try FileManager.default.createDirectory(at: many, withIntermediateDirectories: true)
        for index in 0..<10_050 {
            FileManager.default.createFile(atPath: many.appendingPathComponent(String(format: "f%05d.txt", index)).path, contents: nil)
        }
        let output = try CommandRunner.run(["validate", scratch.folder.path])
        #expect(output.status == 0, "\(output.stderr.prefix(500))")
        #expect(output.stderr.contains("/many/f09997.txt: warning: the walk stops here, at 10000 files and folders; this and the rest of the folder are not read"),
                "\(output.stderr.prefix(500))")
    }

    @Test func aFIFOAmongTheSourcesIsLeftOutAndSaid() throws {
        let scratch = try Self.extensionFolder()
        #expect(mkfifo(scratch.folder.appendingPathComponent("Pipe.swift").path, 0o600) == 0)
        let output = try CommandRunner.run(["validate", scratch.folder.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("/Pipe.swift: warning: not a regular file (a FIFO); it was not read"), "\(output.stderr)")
    }

    @Test func aFIFONamedOnTheCommandLineIsAnError() throws {
        let scratch = try DamagedInputTests.Scratch()
        let fifo = scratch.folder.appendingPathComponent("Widget.swift").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let output = try CommandRunner.run(["render", fifo])
        #expect(output.status == 66)
        #expect(output.stderr == "\(fifo): error: is not a regular file (a FIFO); it was not read\n")
    }

    @Test func aLinkToASourceIsReadOnce() throws {
        let scratch = try Self.extensionFolder()
        try Self.link("Again.swift", to: "Steps.swift", in: scratch)
        let output = try CommandRunner.run(["validate", scratch.folder.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("/Again.swift: warning: the same file as one read already (a link); it was not read"), "\(output.stderr)")
        #expect(!output.stderr.contains("redeclar"), "\(output.stderr)")
    }
}

/// A folder's path with its links resolved, as the messages name a link's target (`/tmp` is a
/// link on some systems).
enum ProjectFilesPath {
    static func real(_ url: URL) -> String {
        guard let resolved = realpath(url.path, nil) else { return url.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
