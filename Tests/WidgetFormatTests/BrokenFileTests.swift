import Foundation
import Testing
import WidgetFormat

/// Every file under Broken/ gets exactly the messages and exit status in its `.expected` golden.
@Suite struct BrokenFileTests {
    static let folder = Fixtures.testsFolder.appendingPathComponent("Broken")
    static let cases = Fixtures.files(in: folder).map(\.lastPathComponent)

    @Test func thereAreAtLeast25BrokenFiles() {
        #expect(Self.cases.count >= 25)
    }

    @Test(arguments: cases)
    func brokenFileGetsItsExpectedMessages(name: String) throws {
        let file = Self.folder.appendingPathComponent(name)
        let result = WidgetLoader.load(path: file.path, displayPath: "Broken/" + name)
        let actual = (["exit \(result.exitStatus.rawValue)"] + result.renderedDiagnostics).joined(separator: "\n") + "\n"
        let golden = file.deletingPathExtension().appendingPathExtension("expected")
        if Fixtures.updatingGoldens {
            try actual.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(actual == expected)
    }
}
