import Foundation

/// Runs the real `lockscreen-tui` binary built beside the tests.
struct CommandRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var binary: URL {
        let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
            .map { $0.appendingPathComponent("lockscreen-tui") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// The cache folder of this test run (`XDG_CACHE_HOME`).
    static let testCache = FileManager.default.temporaryDirectory.appendingPathComponent("lockscreen-tui-test-cache-\(getpid())")

    /// Runs with the repository as the working folder, UTC time and no colour preferences.
    static func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = repository
        var environment = ProcessInfo.processInfo.environment
        environment["TZ"] = "UTC"
        // The goldens are United States English: a tester's own language must not change them.
        environment["LC_ALL"] = "en_US.UTF-8"
        environment["COLUMNS"] = "100"
        // Scaled wallpapers are kept in a cache of the test run's own, never the user's.
        environment["XDG_CACHE_HOME"] = testCache.path
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        return try output(of: process)
    }

    /// Runs a process made ready but for its output, to its end, reading what it writes.
    static func output(of process: Process) throws -> Output {
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
