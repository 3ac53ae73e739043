import Cells
import Foundation
import Testing
import ViewTree
import WatchFaces
import Writers

/// Each sample face in each mode a watch shows it (accented, full colour, Always-On) against
/// golden cell grids (Goldens/*.cells; UPDATE_GOLDENS=1 rewrites them and writes each as ANSI
/// into $TMPDIR/watch-goldens/ to be looked at as pictures).
@Suite struct WatchFaceGoldenTests {
    struct Case: CustomStringConvertible, Sendable {
        var face: String
        var mode: RenderingMode
        var luminanceReduced = false
        var description: String { "\(face)-\(mode.rawValue)\(luminanceReduced ? "-always-on" : "")" }
    }

    static let cases: [Case] = ["infograph", "modular", "digital"].flatMap { face in
        [Case(face: face, mode: .accented), Case(face: face, mode: .fullColor), Case(face: face, mode: .accented, luminanceReduced: true)]
    }

    @Test(arguments: cases)
    func faceMatchesGolden(_ testCase: Case) throws {
        let grid = WatchFaceRenderer().render(WatchFaceFixtures.scene(face: testCase.face),
                                              options: WatchFaceFixtures.options(mode: testCase.mode, luminanceReduced: testCase.luminanceReduced))
        let golden = WatchFaceFixtures.testsFolder.appendingPathComponent("Goldens/\(testCase).cells")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            let ansi = FileManager.default.temporaryDirectory.appendingPathComponent("watch-goldens")
            try FileManager.default.createDirectory(at: ansi, withIntermediateDirectories: true)
            try CellGridText.render(grid).write(to: golden, atomically: true, encoding: .utf8)
            try Data(AnsiWriter().write(grid)).write(to: ansi.appendingPathComponent("\(testCase).ans"))
        }
        let expected = try CellGridText.parse(try String(contentsOf: golden, encoding: .utf8))
        #expect(grid == expected, "\(testCase) differs from its golden")
    }
}
