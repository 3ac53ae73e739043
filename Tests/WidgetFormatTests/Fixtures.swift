import Foundation

/// Paths to the repository's files from the tests.
enum Fixtures {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    static func files(in folder: URL, extensions: Set<String> = ["yaml", "yml", "json"]) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted()
            .filter { extensions.contains(($0 as NSString).pathExtension) }
            .map { folder.appendingPathComponent($0) }
    }

    /// Set UPDATE_GOLDENS=1 to rewrite golden files from the current output (then read the diff).
    static var updatingGoldens: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }
}
