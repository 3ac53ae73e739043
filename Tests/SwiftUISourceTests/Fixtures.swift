import Foundation

/// Paths to the test data and the goldens switch.
enum Fixtures {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// The `.swift` files of a data folder, sorted.
    static func sources(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: testsFolder.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// Set UPDATE_GOLDENS=1 to rewrite golden files from the current output (then read the diff).
    static var updatingGoldens: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }
}
