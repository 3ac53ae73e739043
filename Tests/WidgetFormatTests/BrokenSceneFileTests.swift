import Foundation
import Testing
import WidgetFormat

/// Every theme and arrangement file under BrokenScenes/ gets exactly the messages and exit status
/// in its `.expected` golden (UPDATE_GOLDENS=1 rewrites them).
@Suite struct BrokenSceneFileTests {
    static let folder = Fixtures.testsFolder.appendingPathComponent("BrokenScenes")
    static let themes = Fixtures.files(in: folder.appendingPathComponent("themes"), extensions: ["yaml"]).map(\.lastPathComponent)
    static let arrangements = Fixtures.files(in: folder.appendingPathComponent("arrangements"), extensions: ["yaml"]).map(\.lastPathComponent)
    static let catalog = ThemeCatalog(folder: Fixtures.repository.appendingPathComponent("themes").path)

    @Test func everyErrorKindHasAFile() {
        #expect(Self.themes.count >= 9)
        #expect(Self.arrangements.count >= 10)
    }

    @Test(arguments: themes)
    func brokenThemeGetsItsExpectedMessages(name: String) throws {
        let file = Self.folder.appendingPathComponent("themes").appendingPathComponent(name)
        let result = ThemeLoader.load(path: file.path, displayPath: "themes/" + name)
        #expect(result.theme == nil)
        try Self.check(["exit \(result.exitStatus.rawValue)"] + result.renderedDiagnostics, against: file)
    }

    @Test(arguments: arrangements)
    func brokenArrangementGetsItsExpectedMessages(name: String) throws {
        let file = Self.folder.appendingPathComponent("arrangements").appendingPathComponent(name)
        let result = ArrangementLoader.load(path: file.path, displayPath: "arrangements/" + name, themes: Self.catalog) {
            WidgetLoader.load(path: $0, displayPath: Self.repositoryRelative($0))
        }
        #expect(result.arrangement == nil && result.widgets.isEmpty)
        try Self.check(["exit \(result.exitStatus.rawValue)"] + result.renderedDiagnostics, against: file)
    }

    /// Messages name widget files from the repository's root, the same on every machine.
    static func repositoryRelative(_ path: String) -> String {
        let root = Fixtures.repository.standardizedFileURL.path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    static func check(_ lines: [String], against file: URL) throws {
        let actual = lines.joined(separator: "\n") + "\n"
        let golden = URL(fileURLWithPath: file.path.replacingOccurrences(of: ".yaml", with: ".expected"))
        if Fixtures.updatingGoldens {
            try actual.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(actual == expected)
    }
}
