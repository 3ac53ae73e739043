import Foundation
import Testing
import ViewTree
import WidgetFormat

/// Arrangement files: the sample arrangements, and what the loader does with the widgets they name.
@Suite struct ArrangementDecodingTests {
    static let arrangements = Fixtures.repository.appendingPathComponent("sample-widgets/arrangements")
    static let catalog = ThemeCatalog(folder: Fixtures.repository.appendingPathComponent("themes").path)

    static func load(_ name: String, loader: (String) -> WidgetLoadResult = { WidgetLoader.load(path: $0) }) -> ArrangementLoadResult {
        ArrangementLoader.load(path: arrangements.appendingPathComponent(name).path, themes: catalog, loadWidget: loader)
    }

    @Test func defaultArrangementMixesFamiliesInOrder() throws {
        let result = Self.load("default.arrangement.yaml")
        let arrangement = try #require(result.arrangement)
        #expect(arrangement.theme == "aurora")
        #expect(arrangement.device == "15-pro")
        #expect(arrangement.themeLocation == SourceLocation(line: 3, column: 8))
        let inline = try #require(arrangement.inline)
        #expect(inline.family == .inline && inline.path == Self.relative("sample-widgets/weather.yaml"))
        #expect(arrangement.bottom.map(\.family) == [.circular, .rectangular, .circular])
        #expect(arrangement.bottom.map(\.columns) == [1, 2, 1])
        #expect(result.widgets.map(\.widget.name) == ["Weather", "Activity", "Up Next", "Batteries"])
        #expect(result.widgets.map(\.placement.family) == [.inline, .circular, .rectangular, .circular])
    }

    @Test func entryCountsFromOneInTheFileAndFromZeroInTheModel() throws {
        let arrangement = try #require(Self.load("two-rectangulars.arrangement.yaml").arrangement)
        #expect(arrangement.bottom.map(\.entry) == [0, 1])
        #expect(arrangement.bottom[1].entryLocation.line == 8)
    }

    @Test func theInjectedLoaderReadsEachWidgetFileOnce() throws {
        let weather = Self.relative("sample-widgets/weather.yaml")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrangement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("twice.arrangement.yaml")
        try """
        inline: \(weather)
        bottom:
          - { widget: \(weather), family: circular }
          - { widget: \(weather.replacingOccurrences(of: "/sample-widgets/", with: "/sample-widgets/arrangements/../")), family: rectangular }
        """.write(to: file, atomically: true, encoding: .utf8)
        var requested: [String] = []
        let result = ArrangementLoader.load(path: file.path) { path in
            requested.append(path)
            return WidgetLoader.load(path: path)
        }
        #expect(result.exitStatus == .success, "\(result.renderedDiagnostics)")
        #expect(result.widgets.count == 3)
        #expect(requested == [weather])
    }

    /// `path` as the loader resolves it from the arrangements folder.
    static func relative(_ path: String) -> String {
        Fixtures.repository.appendingPathComponent(path).standardizedFileURL.path
    }
}
