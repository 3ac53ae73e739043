import Cells
import Devices
import Foundation
import Rendering
import Testing
import ViewTree
import WidgetFormat

/// Every sample in every family it declares, rendered on the default device at the default
/// scale at a fixed moment, against a golden cell grid in its text form (Goldens/, readable and
/// diffable; UPDATE_GOLDENS=1 rewrites them, and `lockscreen-tui render` shows them as pictures).
@Suite struct SampleRenderTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let samplesFolder = testsFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("sample-widgets")
    /// 9:41 on Monday, June 8, 2026, UTC.
    static let previewTime = Date(timeIntervalSince1970: 1_780_911_660)
    static let renderer = WidgetRenderer()

    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samplesFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().flatMap { name -> [String] in
            let widget = WidgetLoader.load(path: samplesFolder.appendingPathComponent(name).path).widget
            return (widget?.phoneFamilies ?? []).map { "\(name):\($0.rawValue)" }
        }
    }

    static func render(_ sample: String, family: WidgetFamily) throws -> CellGrid {
        let widget = try #require(WidgetLoader.load(path: samplesFolder.appendingPathComponent(sample).path).widget)
        let environment = WidgetEnvironment(family: family, renderingMode: .fullColor, now: previewTime,
                                            timeZone: TimeZone(identifier: "UTC")!)
        return renderer.render(WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice))
    }

    @Test(arguments: cases)
    func renderedCellsMatchGolden(_ sampleAndFamily: String) throws {
        let parts = sampleAndFamily.split(separator: ":").map(String.init)
        let family = try #require(WidgetFamily(name: parts[1]))
        let grid = try Self.render(parts[0], family: family)
        let text = CellGridText.render(grid)
        let name = parts[0].replacingOccurrences(of: ".yaml", with: "") + "-" + family.rawValue + ".cells"
        let golden = Self.testsFolder.appendingPathComponent("Goldens").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try CellGridText.parse(try String(contentsOf: golden, encoding: .utf8))
        #expect(grid == expected, "render \(parts[0]) --family \(family.rawValue) differs from \(name)")
    }

    @Test func slotSizeDecidesThePictureSize() throws {
        let circular = try Self.render("calendar-day.yaml", family: .circular)
        #expect(circular.width == 24 && circular.height == 12, "72 pt at 3 pt/px: 24 columns, 24 pixels = 12 rows")
        let rectangular = try Self.render("stocks.yaml", family: .rectangular)
        #expect(rectangular.width == 54 && rectangular.height == 12, "160×72 pt at 3 pt/px")
    }
}
