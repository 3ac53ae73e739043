import Cells
import Devices
import Foundation
import LockScreen
import Testing
import ViewTree
import Writers

/// Representative Lock Screens against golden cell grids (Goldens/*.cells, readable text plus
/// colour runs; UPDATE_GOLDENS=1 rewrites them and also writes each as ANSI into
/// $TMPDIR/lockscreen-goldens/ so that a person can look at them as pictures).
@Suite struct LockScreenGoldenTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var device: String
        var mode: RenderingMode
        var privacy = false
        var luminanceReduced = false
        var viewport: LockScreenViewport = .phone
        var columns = 60
        var rows = 40
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "15-pro-vibrant", device: "15-pro", mode: .vibrant),
        Case(name: "15-pro-accented", device: "15-pro", mode: .accented),
        Case(name: "15-pro-full-color", device: "15-pro", mode: .fullColor),
        Case(name: "15-pro-vibrant-privacy", device: "15-pro", mode: .vibrant, privacy: true),
        Case(name: "15-pro-vibrant-always-on", device: "15-pro", mode: .vibrant, luminanceReduced: true),
        Case(name: "15-pro-accented-privacy-always-on", device: "15-pro", mode: .accented, privacy: true, luminanceReduced: true),
        Case(name: "15-pro-vibrant-widgets-200x60", device: "15-pro", mode: .vibrant, viewport: .widgets, columns: 200, rows: 60),
        Case(name: "15-pro-vibrant-200x60", device: "15-pro", mode: .vibrant, columns: 200, rows: 60),
    ]

    static let goldens = LockScreenFixtures.testsFolder.appendingPathComponent("Goldens")

    @Test(arguments: cases)
    func pictureMatchesGolden(_ testCase: Case) throws {
        let device = try #require(DeviceCatalog.device(named: testCase.device))
        let picture = try LockScreenFixtures.renderer.render(
            LockScreenFixtures.scene(device: device),
            options: LockScreenFixtures.options(mode: testCase.mode, privacy: testCase.privacy,
                                                luminanceReduced: testCase.luminanceReduced, viewport: testCase.viewport),
            columns: testCase.columns, rows: testCase.rows)
        let golden = Self.goldens.appendingPathComponent(testCase.name + ".cells")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            let ansi = FileManager.default.temporaryDirectory.appendingPathComponent("lockscreen-goldens")
            try FileManager.default.createDirectory(at: ansi, withIntermediateDirectories: true)
            try CellGridText.render(picture.grid).write(to: golden, atomically: true, encoding: .utf8)
            try Data(AnsiWriter().write(picture.grid)).write(to: ansi.appendingPathComponent(testCase.name + ".ans"))
        }
        let expected = try CellGridText.parse(try String(contentsOf: golden, encoding: .utf8))
        #expect(picture.grid == expected, "\(testCase.name) differs from its golden")
    }
}
