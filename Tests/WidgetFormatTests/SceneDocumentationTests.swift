import Foundation
import Testing
import ViewTree
import WidgetFormat

/// The theme and arrangement examples of docs/lockscreen-files.md read without problems.
@Suite struct SceneDocumentationTests {
    static let reference = Fixtures.repository.appendingPathComponent("docs/lockscreen-files.md")
    static let samples = Fixtures.repository.appendingPathComponent("sample-widgets")

    /// The block after the line "```yaml <kind>".
    static func example(_ kind: String) throws -> String {
        let text = try String(contentsOf: reference, encoding: .utf8)
        let start = try #require(text.range(of: "```yaml \(kind)\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound]) + "\n"
    }

    /// Writes `text` to a new temporary folder and returns the file.
    static func write(_ text: String, as name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-docs-\(UUID().uuidString)/inner")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func themeExampleDecodes() throws {
        let file = try Self.write(try Self.example("theme"), as: "sunset.yaml")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent().deletingLastPathComponent()) }
        let result = ThemeLoader.load(path: file.path)
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.theme?.tint == RGBA(hex: 0xFF8FA8))
    }

    @Test func arrangementExampleDecodesAgainstTheSamples() throws {
        let file = try Self.write(try Self.example("arrangement"), as: "example.arrangement.yaml")
        let outer = file.deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path
        defer { try? FileManager.default.removeItem(atPath: outer) }
        let result = ArrangementLoader.load(path: file.path) { path in
            // The example's ../weather.yaml stands for sample-widgets/weather.yaml.
            WidgetLoader.load(path: Self.samples.appendingPathComponent((path as NSString).lastPathComponent).path)
        }
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.widgets.map(\.placement.family) == [.inline, .circular, .rectangular, .circular])
    }
}
