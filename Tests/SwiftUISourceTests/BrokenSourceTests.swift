import Foundation
import SwiftUISource
import Testing

/// Every source under Broken/ gets exactly the messages and exit status in its `.expected` golden.
@Suite struct BrokenSourceTests {
    static let folder = Fixtures.testsFolder.appendingPathComponent("Broken")
    static let cases = Fixtures.sources(in: "Broken")

    @Test func thereAreAtLeast15BrokenSources() {
        #expect(Self.cases.count >= 15)
    }

    @Test(arguments: cases)
    func brokenSourceGetsItsExpectedMessages(_ name: String) throws {
        let file = Self.folder.appendingPathComponent(name)
        let result = SwiftUILoader.load(path: file.path, displayPath: "Broken/" + name)
        let actual = (["exit \(result.exitStatus.rawValue)"] + result.renderedDiagnostics).joined(separator: "\n") + "\n"
        let golden = file.deletingPathExtension().appendingPathExtension("expected")
        if Fixtures.updatingGoldens {
            try actual.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(actual == expected)
    }
}
