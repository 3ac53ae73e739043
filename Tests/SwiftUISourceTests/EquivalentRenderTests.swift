import Cells
import Devices
import Foundation
import Rendering
import SwiftUISource
import Testing
import ViewTree
import WidgetFormat

/// Every SwiftUI file under Equivalents/ renders to the same cell grid as the widget file of the
/// same name, in every family and for every entry: the widget file is the golden.
@Suite struct EquivalentRenderTests {
    static let folder = Fixtures.testsFolder.appendingPathComponent("Equivalents")
    static let cases = Fixtures.sources(in: "Equivalents")
    /// 9:41 on Monday, June 8, 2026, UTC.
    static let previewTime = Date(timeIntervalSince1970: 1_780_911_660)

    @Test func thereAreAtLeast20Equivalents() {
        #expect(Self.cases.count >= 20)
    }

    @Test(arguments: cases)
    func rendersLikeItsWidgetFile(_ name: String) throws {
        let source = Self.folder.appendingPathComponent(name)
        let swiftUI = SwiftUILoader.load(path: source.path, displayPath: name)
        #expect(swiftUI.diagnostics.isEmpty, "\(swiftUI.renderedDiagnostics.joined(separator: "\n"))")
        let yaml = WidgetLoader.load(path: source.deletingPathExtension().appendingPathExtension("yaml").path)
        #expect(yaml.diagnostics.isEmpty, "\(yaml.renderedDiagnostics.joined(separator: "\n"))")
        let fromSwiftUI = try #require(swiftUI.widget), fromYAML = try #require(yaml.widget)
        #expect(fromSwiftUI.families == fromYAML.families)
        #expect(fromSwiftUI.entries.count == fromYAML.entries.count)
        let renderer = WidgetRenderer()
        for family in fromYAML.families {
            for entry in fromYAML.entries.indices {
                let environment = WidgetEnvironment(family: family, renderingMode: .fullColor, now: Self.previewTime,
                                                    timeZone: TimeZone(identifier: "UTC")!)
                func grid(_ widget: Widget) -> CellGrid {
                    renderer.render(WidgetRenderer.Request(widget: widget, environment: environment, entryIndex: entry,
                                                           device: DeviceCatalog.defaultDevice))
                }
                let expected = grid(fromYAML), actual = grid(fromSwiftUI)
                #expect(actual == expected, "\(name) --family \(family.rawValue) --entry \(entry + 1):\n\(CellGridText.render(actual))\nexpected:\n\(CellGridText.render(expected))")
            }
        }
    }
}
